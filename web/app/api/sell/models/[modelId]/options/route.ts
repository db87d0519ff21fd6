import { SellModelOptions } from "@shop/core/sell/sellTypes"
import { sellModelOptionsOfText } from "@shop/core/backend/index"
import { Schema } from "effect"
import { route } from "../../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../../src/server/methods.ts"

/**
 * GET /api/sell/models/{modelId}/options/?countryCode=<market>: the config step's values of a model
 * (its colours, storages, sizes ... by id, then the market's providers), each `{ id, attribute, label }`.
 * The id is read as text so that a malformed one is 400 (core decodes it), while a well-formed id
 * the market does not buy is 404.
 */
export const GET = route({
  countryParam: true,
  params: Schema.Struct({ modelId: Schema.String }),
  response: SellModelOptions,
  handler: ({ market, params }) => sellModelOptionsOfText(market, params.modelId)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
