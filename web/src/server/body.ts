import "server-only"
import { Result } from "effect"

/**
 * Request bodies are small JSON documents (a cart of a few dozen lines, a sell order of at most ten
 * devices); 64 KiB leaves a wide margin and keeps a hostile client from filling memory.
 */
export const MAX_BODY_BYTES = 64 * 1024

const tooLarge = `the request body is larger than ${MAX_BODY_BYTES} bytes`

/**
 * Reads the body as UTF-8 text, refusing it as soon as it passes MAX_BODY_BYTES (whatever the
 * Content-Length claims) and refusing bytes that are not UTF-8.
 */
export const readBodyText = async (request: Request): Promise<Result.Result<string, string>> => {
  const declared = Number(request.headers.get("content-length") ?? "0")
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) return Result.fail(tooLarge)
  if (request.body === null) return Result.succeed("")
  const reader = request.body.getReader()
  const chunks: Array<Uint8Array> = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > MAX_BODY_BYTES) {
        await reader.cancel().catch(() => undefined)
        return Result.fail(tooLarge)
      }
      chunks.push(value)
    }
  } catch {
    // The client went away or sent a broken stream: its request, not our failure.
    return Result.fail("the request body could not be read")
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  try {
    return Result.succeed(new TextDecoder("utf-8", { fatal: true }).decode(bytes))
  } catch {
    return Result.fail("the request body is not UTF-8 text")
  }
}
