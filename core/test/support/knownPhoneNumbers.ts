import type { MarketCode } from "../../src/markets/market.ts"
import type { PhoneNumberKind } from "../../src/ports/PhoneNumbers.ts"

/**
 * Answers of the real numbering plans (Google's libphonenumber data, as the adapter holds it) for a
 * few national numbers per market: the PhoneNumbers contract checks every adapter against them, and
 * core's own tests run on a fake that knows exactly these (phoneNumbersTable.ts). `null`: the plan has
 * no such number. A test that needs another number adds it here, and the contract then checks the
 * adapter agrees.
 */
export const knownPhoneNumbers: ReadonlyArray<readonly [MarketCode, string, PhoneNumberKind | null]> = [
  ["RO", "722123456", "mobile"],
  ["RO", "712345678", "mobile"],
  ["RO", "740000000", "mobile"],
  ["RO", "702012345", "mobile"],
  ["RO", "212345678", "fixed-line"],
  ["RO", "213055500", "fixed-line"],
  ["RO", "264123456", "fixed-line"],
  ["RO", "364123456", "fixed-line"],
  ["RO", "312345678", "fixed-line"],
  ["RO", "372123456", "uan"],
  ["RO", "800123456", "toll-free"],
  ["RO", "900123456", "premium-rate"],
  ["RO", "801123456", "shared-cost"],
  // Issue 17: accepted by the old hand-written RO pattern, allocated to nobody.
  ["RO", "390536228", null],
  ["RO", "612345678", null],
  ["RO", "812345678", null],
  ["RO", "72212345", null],
  ["RO", "7221234567", null],
  ["RO", "0722123456", null],
  ["BG", "888123456", "mobile"],
  ["BG", "878123456", "mobile"],
  ["BG", "987654321", "mobile"],
  ["BG", "29876543", "fixed-line"],
  ["BG", "21234567", "fixed-line"],
  ["BG", "32123456", "fixed-line"],
  ["BG", "6412345", "fixed-line"],
  ["BG", "80012345", "toll-free"],
  ["BG", "90012345", "premium-rate"],
  ["BG", "70012345", "shared-cost"],
  ["BG", "812345678", null],
  ["BG", "88812345", null],
  ["BG", "8881234567", null],
  ["HU", "201234567", "mobile"],
  ["HU", "301234567", "mobile"],
  ["HU", "311234567", "mobile"],
  ["HU", "501234567", "mobile"],
  ["HU", "701234567", "mobile"],
  ["HU", "12345678", "fixed-line"],
  ["HU", "46123456", "fixed-line"],
  ["HU", "52123456", "fixed-line"],
  ["HU", "96123456", "fixed-line"],
  ["HU", "211234567", "voip"],
  ["HU", "381234567", "uan"],
  ["HU", "80123456", "toll-free"],
  ["HU", "90123456", "premium-rate"],
  ["HU", "101234567", null],
  ["HU", "20123456", null],
  ["GR", "6912345678", "mobile"],
  ["GR", "6971234567", "mobile"],
  ["GR", "6901234567", "mobile"],
  ["GR", "2101234567", "fixed-line"],
  ["GR", "2310123456", "fixed-line"],
  ["GR", "8001234567", "toll-free"],
  ["GR", "9011234567", "premium-rate"],
  ["GR", "7012345678", "personal-number"],
  ["GR", "5912345678", null],
  ["GR", "691234567", null],
  ["GR", "1234567890", null],
  // A number of one market asked of another.
  ["GR", "722123456", null],
  ["RO", "6912345678", null],
  ["HU", "888123456", null],
  ["BG", "201234567", null],
  // Not a national number at all.
  ["RO", "", null],
  ["RO", "72212345a", null]
]
