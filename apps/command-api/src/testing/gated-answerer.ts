import { type AnswerGenerator, createAnswerGenerator } from '@buildmentor/answering';

/**
 * The offline answerer behind a gate the test opens: after `close()` an answer completes only
 * when `open()` is called (or the caller cancels it), so a test can look at a stream while its answer is still pending; with
 * `fail` set it throws instead of answering, as a model that is down would.
 */
export function gatedAnswerer() {
  const offline = createAnswerGenerator({ provider: 'offline' });
  let open: () => void = () => undefined;
  let gate = Promise.resolve();
  const answerer = {
    fail: false,
    close() {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    open: () => open(),
    generator: {
      kind: 'offline',
      generate: async (request, options) => {
        // A caller's cancel (the asker stopped or left) ends the wait, as it ends a model call.
        const signal = options?.signal;
        await Promise.race([
          gate,
          new Promise<void>((resolve) =>
            signal?.aborted ? resolve() : signal?.addEventListener('abort', () => resolve(), { once: true }),
          ),
        ]);
        if (answerer.fail) throw new Error('model unavailable');
        return offline.generate(request, options);
      },
    } satisfies AnswerGenerator,
  };
  return answerer;
}
