/** Structured JSON lines on stderr, so a CLI's stdout stays clean for its JSON result. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type Logger = Record<LogLevel, (message: string, fields?: Record<string, unknown>) => void>;

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export function createLogger(name: string, level: LogLevel = 'info'): Logger {
  const write =
    (at: LogLevel) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (ORDER[at] < ORDER[level]) return;
      process.stderr.write(
        `${JSON.stringify({ time: new Date().toISOString(), level: at, name, message, ...fields })}\n`,
      );
    };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

export const silentLogger: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
