import type { County, Locality } from "@shop/core/locations/locationTypes"
import type { Places } from "../../client/places/usePlaces.ts"

/**
 * The county and locality the form must drop because the page cannot show them as chosen: a value
 * kept from another visit that the loaded list does not have, or any value while its list failed to
 * load. A select shows such a value as empty, so keeping it would send an address the shopper never
 * saw; dropped, validation asks for it. Null while the lists are loading or the values are shown.
 */
export const unshownPlaces = (
  form: { readonly county: string; readonly locality: string },
  counties: Places<County>,
  localities: Places<Locality>
): { readonly county?: ""; readonly locality: "" } | null => {
  if (form.county === "" && form.locality === "") return null
  if (counties._tag === "Loading") return null
  const county = counties._tag === "Loaded" ? counties.items.find((c) => c.name === form.county) : undefined
  if (county === undefined) return form.county === "" ? { locality: "" } : { county: "", locality: "" }
  if (form.locality === "" || localities._tag === "Loading") return null
  const shown = localities._tag === "Loaded" && localities.items.some((l) => l.name === form.locality)
  return shown ? null : { locality: "" }
}
