"use client"
import { createContext, type ReactNode, useContext } from "react"
import shellEnglish from "../../../messages/staff/shell/en.json"

export interface StaffErrorWords {
  readonly title: string
  readonly body: string
  readonly retry: string
}

/** Before the console's document gives the member's words (English is the console's first language): the catalogue's own. */
const english: StaffErrorWords = {
  title: shellEnglish["staff-error-page-title"],
  body: shellEnglish["staff-error-page-body"],
  retry: shellEnglish["staff-error-page-retry"]
}

const Words = createContext<StaffErrorWords>(english)

/** The console's error page's words in the member's language (the error page is a client component: it cannot read the catalogue). */
export function StaffErrorTexts(props: { readonly words: StaffErrorWords; readonly children: ReactNode }) {
  return <Words.Provider value={props.words}>{props.children}</Words.Provider>
}

export const useStaffErrorWords = (): StaffErrorWords => useContext(Words)
