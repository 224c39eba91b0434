'use client'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import type React from 'react'
import { NO_EXPERIMENTS, mergePublicSettings, overrideTexts, type PublicConfig } from '@/domain/experiments'
import {
  currentExperiments,
  initExperiments,
  subscribeExperiments,
  type ExperimentsSnapshot,
} from '@/client/experiments/experiments'

/**
 * Mounted once in the root shell; `count` is the number of switched-on experiments (server-read),
 * `config` the site's public config. Once the visitor's variant is known, its settings are applied
 * to the page (the accent colour; decision 0105).
 */
export function ExperimentsClient({ count, config }: { count: number; config: PublicConfig }) {
  useEffect(() => {
    // The state on <html data-experiments>, for stylesheets and tests.
    const mark = () => {
      document.documentElement.dataset.experiments = currentExperiments().status
    }
    const unsubscribe = subscribeExperiments(mark)
    void initExperiments(count)
    mark()
    return unsubscribe
  }, [count])
  const { accentColor } = usePublicConfig(config)
  useEffect(() => {
    if (accentColor === config.accentColor) return
    const body = document.body.style
    const before = body.getPropertyValue('--accent')
    body.setProperty('--accent', accentColor)
    return () => body.setProperty('--accent', before)
  }, [accentColor, config.accentColor])
  return null
}

const SERVER: ExperimentsSnapshot = { status: 'Uninitialized', result: NO_EXPERIMENTS }

/** The experiments state for client components: status, and the visitor's merged settings, popups and langs. */
export function useExperiments(): ExperimentsSnapshot {
  return useSyncExternalStore(subscribeExperiments, currentExperiments, () => SERVER)
}

/** The site's public config with the visitor's variant settings merged in (whitelisted keys, decision 0105). */
export function usePublicConfig(base: PublicConfig): PublicConfig {
  const { result } = useExperiments()
  return useMemo(() => mergePublicSettings(base, result.settings).config, [base, result.settings])
}

/** A text tree with the variant's translation overrides under `prefix` (e.g. 'consent.en.') applied. */
export function useExperimentTexts<T>(texts: T, prefix: string): T {
  const { result } = useExperiments()
  return useMemo(() => overrideTexts(texts, result.langs, prefix), [texts, result.langs, prefix])
}

/**
 * Renders its children only once the visitor's variant is known and the boolean public setting
 * `setting` is on for them (e.g. the chat widget with chatEnabled), so a variant that switches a
 * feature off never loads it first.
 */
export function WhenPublicSetting({
  setting,
  config,
  children,
}: {
  setting: 'chatEnabled'
  config: PublicConfig
  children: React.ReactNode
}) {
  const { status } = useExperiments()
  const merged = usePublicConfig(config)
  return status === 'Ready' && merged[setting] ? <>{children}</> : null
}
