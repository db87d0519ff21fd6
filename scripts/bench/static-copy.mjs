// A bare Node HTTP server that answers every request with one stored response's bytes (status 200,
// its content type, gzip when the stored copy was gzipped): the "static copy" a page's requests/s
// are compared with (issue 15). Usage: node static-copy.mjs <body file> <content-type> <content-encoding|-> <port>
import { readFileSync } from "node:fs"
import { createServer } from "node:http"

const [file, contentType, encoding, port] = process.argv.slice(2)
const body = readFileSync(file)
const headers = { "content-type": contentType, "content-length": String(body.length) }
if (encoding !== "-") headers["content-encoding"] = encoding

createServer((request, response) => {
  request.resume()
  response.writeHead(200, headers)
  response.end(body)
}).listen(Number(port), "127.0.0.1", () => console.log(`static copy on ${port}`))
