"use client"
import { createContext, type ReactNode, useContext } from "react"

export interface StaffErrorWords {
  readonly title: string
  readonly body: string
  readonly retry: string
}

const english: StaffErrorWords = { title: "This page could not be loaded", body: "The database may be busy. Nothing was changed.", retry: "Try again" }

const Words = createContext<StaffErrorWords>(english)

/** The console's error page's words in the member's language (the error page is a client component: it cannot read the catalogue). */
export function StaffErrorTexts(props: { readonly words: StaffErrorWords; readonly children: ReactNode }) {
  return <Words.Provider value={props.words}>{props.children}</Words.Provider>
}

export const useStaffErrorWords = (): StaffErrorWords => useContext(Words)
