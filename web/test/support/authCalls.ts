/**
 * The auth calls as a browser makes them, for the route-handler tests (auth.test.ts, authSessions.test.ts):
 * a Request to a handler of app/api/auth (or an account call), with cookies, and the answer's
 * Set-Cookie values by cookie name.
 */
export type Handler = (request: Request) => Promise<Response>

export interface Reply {
  readonly status: number
  readonly json: any
  /** Set-Cookie values by cookie name. */
  readonly cookies: ReadonlyMap<string, string>
}

export interface SendOptions {
  /** A value is sent as JSON; a string as it is. */
  readonly body?: unknown
  /** Cookies by name (values URI-encoded here), or a whole Cookie header. */
  readonly cookies?: Readonly<Record<string, string>> | string
  readonly headers?: Readonly<Record<string, string>>
  readonly method?: string
}

export const send = async (handler: Handler, path: string, options: SendOptions = {}): Promise<Reply> => {
  const body = options.body === undefined ? undefined : typeof options.body === "string" ? options.body : JSON.stringify(options.body)
  const cookie = typeof options.cookies === "string"
    ? options.cookies
    : Object.entries(options.cookies ?? {}).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ")
  const response = await handler(new Request(`http://ro.localhost:3000${path}`, {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(cookie === "" ? {} : { cookie }), ...options.headers },
    ...(body === undefined ? {} : { body })
  }))
  const cookies = new Map<string, string>()
  for (const value of response.headers.getSetCookie()) cookies.set(value.slice(0, value.indexOf("=")), value)
  return { status: response.status, json: JSON.parse(await response.text()), cookies }
}

/** The value a Set-Cookie gives its cookie. */
export const valueOf = (setCookie: string | undefined) => decodeURIComponent(setCookie?.split(";")[0]?.split("=").slice(1).join("=") ?? "")

/**
 * Waits until `read` answers something `done` accepts, polling every 25 ms for up to `timeoutMs`; fails
 * with `what` after that. For work a call does after its answer: the forgot call's mail (core
 * startPasswordReset runs it in a fiber of its own, so the answer's time does not tell who has an account).
 */
export const eventually = async <A>(read: () => Promise<A>, done: (value: A) => boolean, what: string, timeoutMs = 10_000): Promise<A> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
