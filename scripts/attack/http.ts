import { request as httpRequest } from "node:http"
import { connect } from "node:net"

/**
 * The attack check's HTTP client: plain node:http, so every header is sent as written (a browser or
 * fetch would refuse to forge Host, Origin or Sec-Fetch-Site), and a raw socket for what no client
 * library sends (an oversized chunked body followed by a second request on the same connection).
 */

export interface Target {
  /** Where the shop listens, e.g. http://127.0.0.1:3000. */
  readonly base: URL
  /** The Host header of a market's storefront, e.g. ro.localhost:3000. */
  readonly hostOf: (market: "RO" | "BG" | "HU" | "GR") => string
}

export interface Answer {
  readonly status: number
  readonly headers: Readonly<Record<string, string | Array<string> | undefined>>
  readonly text: string
  /** Set-Cookie values by cookie name: the value, or "" for a removal. */
  readonly cookies: ReadonlyMap<string, string>
  readonly json: () => any
}

export interface Send {
  readonly method?: string
  readonly host?: string
  readonly headers?: Readonly<Record<string, string>>
  /** A value is sent as JSON; a string as it is. */
  readonly body?: unknown
  readonly cookies?: Readonly<Record<string, string>>
}

const cookieValues = (setCookie: ReadonlyArray<string>): ReadonlyMap<string, string> => {
  const cookies = new Map<string, string>()
  for (const line of setCookie) {
    const pair = line.split(";")[0] ?? ""
    const at = pair.indexOf("=")
    if (at > 0) cookies.set(pair.slice(0, at), decodeURIComponent(pair.slice(at + 1)))
  }
  return cookies
}

export const send = (target: Target, path: string, options: Send = {}): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : typeof options.body === "string" ? options.body : JSON.stringify(options.body)
    const cookie = Object.entries(options.cookies ?? {}).map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("; ")
    const headers: Record<string, string> = {
      host: options.host ?? target.hostOf("RO"),
      ...(body === undefined ? {} : { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) }),
      ...(cookie === "" ? {} : { cookie }),
      ...options.headers
    }
    const req = httpRequest({
      host: target.base.hostname,
      port: target.base.port,
      method: options.method ?? (body === undefined ? "GET" : "POST"),
      path,
      headers,
      agent: false
    }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8")
        const setCookie = res.headers["set-cookie"] ?? []
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text,
          cookies: cookieValues(setCookie),
          json: () => JSON.parse(text)
        })
      })
    })
    req.on("error", reject)
    if (body !== undefined) req.write(body)
    req.end()
  })

/** Raw bytes on one connection: everything the server sent until it closed (or `ms` passed). */
export const rawExchange = (target: Target, chunks: ReadonlyArray<string>, ms = 5_000) =>
  new Promise<{ readonly text: string; readonly closedByServer: boolean; readonly reset: boolean }>((resolve) => {
    const socket = connect(Number(target.base.port), target.base.hostname)
    let text = ""
    let reset = false
    const timer = setTimeout(() => {
      socket.destroy()
      resolve({ text, closedByServer: false, reset })
    }, ms)
    socket.on("data", (data) => (text += data.toString("latin1")))
    socket.on("error", () => (reset = true))
    socket.on("close", () => {
      clearTimeout(timer)
      resolve({ text, closedByServer: true, reset })
    })
    socket.on("connect", () => {
      for (const chunk of chunks) socket.write(chunk)
    })
  })
