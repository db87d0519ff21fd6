/// <reference types="node" />
import { readFile } from "node:fs/promises"
import { extname } from "node:path"
import { addProductImage, ImageUpload } from "@shop/core/backend/images/addProductImage"
import { AltLanguages } from "@shop/core/backend/images/galleryTypes"
import { Console, Effect, Schema } from "effect"
import { ImageRepositoryPg } from "./repositories/ImageRepositoryPg.ts"

/**
 * `cli.ts add-image <file> --model=<id> --colour=<name> --path=/images/...jpg [--shape=good]
 * [--language=ro] [--position=0] --alt-ro=<text> [--alt-en=...]`: stores a photo and places it in
 * the model's gallery in that colour (core addProductImage), as the staff console's upload will.
 * Until that console exists, this is how a shop adds its own photos; the end-to-end server adds its
 * test photo this way.
 */

const contentTypes: Readonly<Record<string, string>> = { ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".webp": "image/webp" }

const flag = (flags: ReadonlyArray<string>, name: string): string | undefined =>
  flags.find((f) => f.startsWith(`--${name}=`))?.slice(name.length + 3)

const numberOrNull = (text: string | undefined): number | null => (text === undefined ? null : Number(text))

export const addImageCommand = (file: string | undefined, flags: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    if (file === undefined) {
      yield* Console.error("usage: cli.ts add-image <file> --model=<id> --colour=<name> --path=/images/... --alt-<language>=<text>")
      return 2
    }
    const bytes = yield* Effect.promise(() => readFile(file))
    const input = {
      modelId: Number(flag(flags, "model")),
      colour: flag(flags, "colour"),
      shape: flag(flags, "shape") ?? null,
      language: flag(flags, "language") ?? null,
      position: numberOrNull(flag(flags, "position")),
      path: flag(flags, "path"),
      image: { contentType: contentTypes[extname(file).toLowerCase()], bytes: new Uint8Array(bytes) },
      alt: Object.fromEntries(AltLanguages.flatMap((language) => {
        const text = flag(flags, `alt-${language}`)
        return text === undefined ? [] : [[language, text]]
      }))
    }
    const upload = yield* Schema.decodeUnknownEffect(ImageUpload)(input).pipe(
      Effect.mapError((issue) => new Error(`the upload does not decode: ${issue.message}`))
    )
    const entry = yield* addProductImage(upload).pipe(Effect.provide(ImageRepositoryPg.layer))
    yield* Console.log(`stored ${entry.path} (${entry.width} x ${entry.height}) at place ${entry.position} of model ${entry.modelId} in ${entry.colour}`)
    return 0
  })
