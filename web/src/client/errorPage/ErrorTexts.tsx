"use client"
import { createContext, useContext, type ReactNode } from "react"

/**
 * The error page's words in the market's language (app/(shop)/error.tsx is a client component Next renders
 * in place of a failed page, with no access to the request). The root layout, which knows the market,
 * provides them around every page; the error page reads them here.
 */
export interface ErrorTexts {
  readonly title: string
  readonly body: string
  readonly retry: string
  readonly home: string
  readonly homeHref: string
}

const fallback: ErrorTexts = {
  title: "This page could not be loaded",
  body: "Something went wrong on our side, or the shop is busy for a moment. Please try again in a few seconds.",
  retry: "Try again",
  home: "Back to the home page",
  homeHref: "/"
}

const ErrorTextsContext = createContext<ErrorTexts>(fallback)

export function ErrorTextsProvider(props: { readonly texts: ErrorTexts; readonly children: ReactNode }) {
  return <ErrorTextsContext.Provider value={props.texts}>{props.children}</ErrorTextsContext.Provider>
}

export const useErrorTexts = (): ErrorTexts => useContext(ErrorTextsContext)
