'use client'
import { useRowLabel } from '@payloadcms/ui'
import { describeCondition, type ConditionText } from '@/domain/trade-in/rule-subjects'
import { useRuleSubjects } from './rule-editor/use-rule-subjects'

type Row = { label?: string; conditions?: ConditionText[] }

/** Collapsed rule rows read as "Accident (Has the vehicle been in an accident? is Yes)" (issue 20). */
export function RuleRowLabel() {
  const { data, rowNumber } = useRowLabel<Row>()
  const { subjects } = useRuleSubjects()
  const summary = (data?.conditions ?? [])
    .map((c) =>
      subjects ? describeCondition(subjects, c) : `${c.field ?? '?'} ${c.operator ?? '?'} ${c.value ?? ''}`.trim(),
    )
    .join(' and ')
  const title = data?.label || `Rule ${(rowNumber ?? 0) + 1}`
  return <span>{summary ? `${title} (${summary})` : title}</span>
}
