'use client'
import { useEffect, useState } from 'react'
import { useConfig } from '@payloadcms/ui'
import { ruleSubjects, type RuleSubject, type SubjectQuestion } from '@/domain/trade-in/rule-subjects'
import { callApi } from '@/client/http/api'

type Loaded = { at: number; promise: Promise<RuleSubject[]> }

/** One request serves every picker of a page; a later page (another document) asks again. */
const FRESH_MS = 10_000
let loaded: Loaded | null = null

function load(api: string): Promise<RuleSubject[]> {
  if (loaded && Date.now() - loaded.at < FRESH_MS) return loaded.promise
  // Payload's REST as the signed-in manager: the latest (draft) questions, as the save-time checks see them.
  const query = [
    'depth=0&draft=true&pagination=false&sort=sortOrder',
    'select[questionId]=true&select[text]=true&select[inputType]=true',
    'select[answers][label]=true&select[answers][value]=true',
  ].join('&')
  const promise = callApi<{ docs: SubjectQuestion[] }>(`${api}/trade-in-questions?${query}`, {
    credentials: 'include',
  }).then((answer) => {
    if (!answer.ok) throw new Error(`questions: ${answer.status}`)
    return ruleSubjects(answer.body.docs.map((d) => ({ ...d, questionId: String(d.questionId) })))
  })
  promise.catch(() => {
    loaded = null
  })
  loaded = { at: Date.now(), promise }
  return promise
}

export type SubjectsState = { subjects: RuleSubject[] | null; failed: boolean }

/** The rule subjects catalogue (src/domain/trade-in/rule-subjects.ts) for the admin's pickers. */
export function useRuleSubjects(): SubjectsState {
  const { config } = useConfig()
  const api = `${config.serverURL ?? ''}${config.routes.api}`
  const [state, setState] = useState<SubjectsState>({ subjects: null, failed: false })
  useEffect(() => {
    let live = true
    load(api).then(
      (subjects) => live && setState({ subjects, failed: false }),
      () => live && setState({ subjects: null, failed: true }),
    )
    return () => {
      live = false
    }
  }, [api])
  return state
}
