import { DomainError } from '@buildmentor/domain';

/**
 * Deciders name fields in the domain's words (customInstructions); the HTTP contract uses the
 * spec's (body.custom_instructions). This rewrites a domain error's issue paths for the response;
 * a controller wraps its bus call in it, next to where it maps the request's names the other way.
 */
export async function withHttpPaths<T>(paths: Record<string, string>, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof DomainError) || error.issues.length === 0) throw error;
    const issues = error.issues.map((issue) => {
      // 'industrySectors[2]' -> 'body.industry_sectors[2]'
      const [, head = '', rest = ''] = /^([A-Za-z_]+)(.*)$/.exec(issue.path) ?? [];
      const mapped = paths[head];
      return mapped ? { ...issue, path: `${mapped}${rest}` } : issue;
    });
    // The same code, so the error is still recognised as its kind (`Kind.is(error)`).
    throw new DomainError(error.code, error.category, error.message, issues, error.retryAfterSeconds);
  }
}
