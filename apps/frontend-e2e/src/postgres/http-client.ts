/** A JSON call to a running API instance, as a client outside the browser makes it. */
export async function api(
  baseUrl: string,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = { text };
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** Signs a demo user in (POST /api/auth/demo) and returns the session token and user id. */
export async function signInDemo(
  baseUrl: string,
  email?: string,
  extra: Record<string, unknown> = {},
): Promise<{ token: string; userId: string }> {
  const response = await api(baseUrl, 'POST', '/api/auth/demo', null, {
    ...(email ? { email, method: 'sign_in' } : {}),
    ...extra,
  });
  if (response.status !== 200)
    throw new Error(`sign-in ${response.status}: ${JSON.stringify(response.body)}`);
  const user = response.body['user'] as { uid: string };
  return { token: String(response.body['token']), userId: user.uid };
}

/** Password mode: creates an account (POST /api/auth/sign-up) and returns its session. */
export async function signUp(baseUrl: string, email: string, password: string): Promise<{ token: string }> {
  const response = await api(baseUrl, 'POST', '/api/auth/sign-up', null, { email, password });
  if (response.status !== 200)
    throw new Error(`sign-up ${response.status}: ${JSON.stringify(response.body)}`);
  return { token: String(response.body['token']) };
}
