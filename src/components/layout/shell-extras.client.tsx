'use client'
import { Suspense } from 'react'
import { TrackerLoader, type TrackerIds } from '@/components/consent/tracker-loader.client'
import { VitalsCollector } from '@/components/consent/vitals-collector.client'
import { AdsCapture } from '@/components/consent/ads-capture.client'
import { ClickToCall } from '@/components/consent/click-to-call.client'
import { PageViewTracker } from '@/components/consent/page-view-tracker.client'
import { VersionCheck } from '@/components/version/version-check.client'
import { ChatWidget } from '@/components/chat/chat-widget.client'
import { WhenPublicSetting } from '@/components/experiments/experiments-client.client'
import type { PublicConfig } from '@/domain/experiments'
import { SearchSuggestions } from './search-suggestions.client'

/**
 * The root shell's invisible parts that start once the page has hydrated (visitor-layer.md
 * section 2 "Root shell"), in one chunk (issue 40, decision 0341). Each had a chunk of its own, so a
 * phone fetched eight small files after the page's first ones, each with its own request and task,
 * for code that draws nothing. Together they are one file; in this order, the trackers are in place
 * before the page view is reported, as the page-view tracker expects.
 */
export function ShellExtras({
  trackers,
  adsCookieNames,
  buildId,
  searchSuggestions,
  chat,
}: {
  trackers: TrackerIds
  adsCookieNames: readonly string[]
  buildId: string
  /** The header search's suggestions, on the pages whose header has the search box (the default layout). */
  searchSuggestions: boolean
  /** The chat widget's script, shown while the public settings (an experiment may change them) enable chat. */
  chat: { scriptUrl: string | null; config: PublicConfig }
}) {
  return (
    <>
      <TrackerLoader ids={trackers} />
      {/* Real-user Core Web Vitals after analytics consent (issue 40). */}
      <VitalsCollector />
      <AdsCapture cookieNames={adsCookieNames} />
      <ClickToCall />
      {/* Issue 8: PageView (not on cars-direct-page), and the version check. */}
      <Suspense fallback={null}>
        <PageViewTracker />
      </Suspense>
      <Suspense fallback={null}>
        <VersionCheck buildId={buildId} />
      </Suspense>
      {/* The header search's suggestions fetch their own code on the text box's first focus (issue 38). */}
      {searchSuggestions ? <SearchSuggestions /> : null}
      {/* Issue 8: the chat widget after consent. */}
      <WhenPublicSetting setting="chatEnabled" config={chat.config}>
        <ChatWidget scriptUrl={chat.scriptUrl} />
      </WhenPublicSetting>
    </>
  )
}
