/**
 * The ICU messages of the catalogues as client islands format them, without react-intl (~14 KiB gzip
 * of parser and formatters on every page with an island). The catalogues use a small part of ICU:
 * text, `{name}` arguments and `{count, plural, =0 {...} one {# ...} other {...}}` with `#`, and
 * formatjs's apostrophe quoting. That part is read here by the same rules as react-intl, which the
 * server keeps (translator.ts); test/i18n/messageFormat.test.ts formats every message of every
 * catalogue both ways and compares. A message outside that part is shown as it is written.
 */

/** Values an ICU message may take ({category}, {brand}, {count} ...). */
export type FormatValues = Readonly<Record<string, string | number>>

type Part =
  | { readonly _tag: "Text"; readonly text: string }
  | { readonly _tag: "Argument"; readonly name: string }
  | { readonly _tag: "Pound" }
  | { readonly _tag: "Plural"; readonly name: string; readonly options: ReadonlyMap<string, ReadonlyArray<Part>> }

class Unsupported extends Error {}

/** The parts of `message` up to the `}` that closes a plural option (or the end at depth 0). */
const parseParts = (message: string, start: number, inPlural: boolean): { readonly parts: Array<Part>; readonly end: number } => {
  const parts: Array<Part> = []
  let text = ""
  let i = start
  const flush = () => {
    if (text !== "") parts.push({ _tag: "Text", text })
    text = ""
  }
  while (i < message.length) {
    const c = message[i]!
    if (c === "'") {
      const next = message[i + 1]
      if (next === "'") {
        text += "'"
        i += 2
        continue
      }
      // An apostrophe quotes only when a syntax character follows it (formatjs): text up to the next one.
      if (next === "{" || next === "}" || (inPlural && next === "#")) {
        let j = i + 1
        while (j < message.length) {
          if (message[j] === "'") {
            if (message[j + 1] === "'") {
              text += "'"
              j += 2
              continue
            }
            break
          }
          text += message[j]
          j++
        }
        i = j + 1
        continue
      }
      text += c
      i++
      continue
    }
    if (c === "}") {
      if (!inPlural) throw new Unsupported()
      flush()
      return { parts, end: i }
    }
    if (c === "#" && inPlural) {
      flush()
      parts.push({ _tag: "Pound" })
      i++
      continue
    }
    if (c === "{") {
      flush()
      const close = message.indexOf("}", i)
      const comma = message.indexOf(",", i)
      if (close === -1) throw new Unsupported()
      if (comma === -1 || close < comma) {
        const name = message.slice(i + 1, close).trim()
        if (!/^[A-Za-z_]\w*$/.test(name)) throw new Unsupported()
        parts.push({ _tag: "Argument", name })
        i = close + 1
        continue
      }
      const name = message.slice(i + 1, comma).trim()
      const rest = message.slice(comma + 1)
      const kind = /^\s*plural\s*,/.exec(rest)
      if (kind === null || !/^[A-Za-z_]\w*$/.test(name)) throw new Unsupported()
      let j = comma + 1 + kind[0].length
      const options = new Map<string, ReadonlyArray<Part>>()
      for (;;) {
        while (j < message.length && /\s/.test(message[j]!)) j++
        if (message[j] === "}") break
        const selector = /^(=\d+|[a-z]+)\s*\{/.exec(message.slice(j))
        if (selector === null) throw new Unsupported()
        const option = parseParts(message, j + selector[0].length, true)
        options.set(selector[1]!, option.parts)
        j = option.end + 1
      }
      if (!options.has("other")) throw new Unsupported()
      parts.push({ _tag: "Plural", name, options })
      i = j + 1
      continue
    }
    text += c
    i++
  }
  if (inPlural) throw new Unsupported()
  flush()
  return { parts, end: i }
}

const parsed = new Map<string, ReadonlyArray<Part> | null>()

const partsOf = (message: string): ReadonlyArray<Part> | null => {
  let found = parsed.get(message)
  if (found === undefined) {
    try {
      found = parseParts(message, 0, false).parts
    } catch {
      found = null
    }
    parsed.set(message, found)
  }
  return found
}

const numberFormats = new Map<string, Intl.NumberFormat>()
const pluralRules = new Map<string, Intl.PluralRules>()

const cached = <A>(map: Map<string, A>, locale: string, make: () => A): A => {
  let found = map.get(locale)
  if (found === undefined) {
    found = make()
    map.set(locale, found)
  }
  return found
}

class MissingValue extends Error {}

const render = (parts: ReadonlyArray<Part>, locale: string, values: FormatValues, pound: number | null): string => {
  let out = ""
  for (const part of parts) {
    switch (part._tag) {
      case "Text":
        out += part.text
        break
      case "Argument": {
        const value = values[part.name]
        if (value === undefined) throw new MissingValue()
        out += String(value)
        break
      }
      case "Pound":
        out += pound === null ? "#" : cached(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(pound)
        break
      case "Plural": {
        const value = values[part.name]
        if (value === undefined) throw new MissingValue()
        const count = Number(value)
        const rule = cached(pluralRules, locale, () => new Intl.PluralRules(locale)).select(count)
        const option = part.options.get(`=${count}`) ?? part.options.get(rule) ?? part.options.get("other") ?? []
        out += render(option, locale, values, count)
        break
      }
    }
  }
  return out
}

/**
 * `message` (a catalogue's text) with its arguments filled in for `locale`. Like react-intl, a value
 * missing or a message it cannot read gives the message as it is written.
 */
export const formatMessage = (message: string, locale: string, values: FormatValues = {}): string => {
  const parts = partsOf(message)
  if (parts === null) return message
  try {
    return render(parts, locale, values, null)
  } catch (error) {
    if (error instanceof MissingValue) return message
    throw error
  }
}
