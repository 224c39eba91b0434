'use client'
import dynamic from 'next/dynamic'

/**
 * The root shell's parts that draw nothing when the page opens (visitor-layer.md section 2 "Root
 * shell"), loaded after hydration as their own chunks (issue 9 "Speed"; decision 0123). Imported
 * statically they were in every page's first-load JavaScript, and their modules and effects ran in
 * the long task that hydrates the page. None of them can act before consent is known anyway, and
 * each still starts on the page it was loaded on.
 */
export const TrackerLoader = dynamic(
  () => import('@/components/consent/tracker-loader.client').then((m) => m.TrackerLoader),
  { ssr: false },
)
export const AdsCapture = dynamic(() => import('@/components/consent/ads-capture.client').then((m) => m.AdsCapture), {
  ssr: false,
})
export const ClickToCall = dynamic(
  () => import('@/components/consent/click-to-call.client').then((m) => m.ClickToCall),
  { ssr: false },
)
export const PageViewTracker = dynamic(
  () => import('@/components/consent/page-view-tracker.client').then((m) => m.PageViewTracker),
  { ssr: false },
)
export const ChatWidget = dynamic(() => import('@/components/chat/chat-widget.client').then((m) => m.ChatWidget), {
  ssr: false,
})
export const VersionCheck = dynamic(
  () => import('@/components/version/version-check.client').then((m) => m.VersionCheck),
  { ssr: false },
)
export const PopupRuntime = dynamic(
  () => import('@/components/popups/popup-runtime.client').then((m) => m.PopupRuntime),
  { ssr: false },
)
export const VitalsCollector = dynamic(
  () => import('@/components/consent/vitals-collector.client').then((m) => m.VitalsCollector),
  { ssr: false },
)
/** The header search's suggestions, which fetch their own code on the text box's first focus (issue 38). */
export const SearchSuggestions = dynamic(() => import('./search-suggestions.client').then((m) => m.SearchSuggestions), {
  ssr: false,
})
