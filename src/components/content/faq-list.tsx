import type { FaqView } from '@/data/faqs'

/** Questions as disclosure widgets: keyboard and touch work without script (site.md section 3, "FAQ item"). */
export function FaqList({ faqs }: { faqs: FaqView[] }) {
  if (!faqs.length) return <p>No questions yet.</p>
  return (
    <div className="faq-list">
      {faqs.map((f) => (
        <details key={f.id} className="faq-item">
          <summary>{f.question}</summary>
          {f.answers.map((a, i) => (
            <p key={i}>{a}</p>
          ))}
        </details>
      ))}
    </div>
  )
}
