"use client"
import type { AnalyticsEvent } from "@shop/core/ports/Analytics"
import { pushToDataLayer } from "../../client/dataLayerPush.ts"

/**
 * Pushes a sell event (sell_funnel_started, add-device) to the data layer; never fails the page. No
 * client runtime: the landing pushes sell_funnel_started from its first load.
 */
export const pushSellEvent = (event: AnalyticsEvent): void => pushToDataLayer(event)
