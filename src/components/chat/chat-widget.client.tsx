'use client'
import { useEffect } from 'react'
import { COOKIES } from '@/config/cookies'
import { trackerAllowed } from '@/domain/consent'
import type { ChatCustomer } from '@/domain/tracking/conversation'
import { trackEvent } from '@/client/tracking/track'
import { readCookie } from '@/client/visitor/cookies'
import { subscribeConsent } from '@/client/visitor/consent'
import { usableProfile } from '@/domain/profile/usable'
import { markConsentApplied } from '@/components/consent/consent-applied'

declare global {
  interface Window {
    /** The chat provider calls this with its event name and data (decision 0073). */
    onChatEvent?: (name: string, data?: ChatCustomer) => void
  }
}

async function onChatEvent(name: string, data?: ChatCustomer): Promise<void> {
  // Loaded with the first chat event, not with every page: its phone formatting brings
  // libphonenumber (~32 kB gzip) into the browser (decision 0115).
  const { CONVERSATION_STARTED, conversationStartedData } = await import('@/domain/tracking/conversation')
  if (name !== CONVERSATION_STARTED) return
  const profile = usableProfile(readCookie(COOKIES.profile))
  // The customer's name and phone go to Meta only as hashed user_data, never as event data (decision 0181).
  const { user } = conversationStartedData(data, profile)
  trackEvent('ConversationStarted', {}, user)
}

/**
 * The third-party chat widget (visitor-layer.md sections 6 and 7; issue 8; decision 0073): its
 * script (Site settings → Chat widget) is injected only once the visitor allows functional cookies
 * (the consent code's tracker table: chat), never before and not at all when no address is set.
 * The provider reports events through window.onChatEvent(name, data) or a window message
 * { event, data } from the script's origin; 'Conversation Started' fires ConversationStarted.
 */
export function ChatWidget({ scriptUrl }: { scriptUrl: string | null }) {
  useEffect(() => {
    let origin: string
    try {
      origin = new URL(scriptUrl ?? '').origin
    } catch {
      return
    }
    let loaded = false
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || typeof event.data !== 'object' || event.data === null) return
      const { event: name, data } = event.data as { event?: unknown; data?: ChatCustomer }
      if (typeof name === 'string') void onChatEvent(name, data)
    }
    const unsubscribe = subscribeConsent(({ allowed, gpc }) => {
      markConsentApplied('chat')
      if (loaded || !trackerAllowed('chat', allowed, gpc)) return
      loaded = true
      window.onChatEvent = onChatEvent
      window.addEventListener('message', onMessage)
      const script = document.createElement('script')
      script.async = true
      script.src = scriptUrl as string
      script.dataset.chatWidget = ''
      document.body.appendChild(script)
    })
    return () => {
      unsubscribe()
      window.removeEventListener('message', onMessage)
    }
  }, [scriptUrl])
  return null
}
