import type { Field } from 'payload'
import { CONSENT_CATEGORIES, type ConsentLanguage } from '@/domain/consent/categories'
import { CONSENT_TEXTS } from '@/domain/consent/texts'

/**
 * The consent texts of one language as admin fields (visitor-layer.md sections 2 and 9: all texts
 * in English and Spanish, editable by marketing). Defaults come from CONSENT_TEXTS so a fresh
 * global shows the shipped copy; empty fields fall back to it when read (src/data/consent-settings.ts).
 */
const text = (
  name: string,
  label: string,
  defaultValue: string | undefined,
  description: string,
  textarea = false,
): Field =>
  textarea
    ? { name, label, type: 'textarea', defaultValue, admin: { description } }
    : { name, label, type: 'text', defaultValue, admin: { description } }

export function consentTextFields(lang: ConsentLanguage): Field[] {
  const t = CONSENT_TEXTS[lang]
  return [
    {
      name: 'banner',
      type: 'group',
      admin: { description: 'The bottom banner.' },
      fields: [
        text(
          'text',
          'Banner text',
          t.banner.text,
          'Short text of the bottom banner. Where it names the privacy policy in the words of the ' +
            'link label below, those words become the link; otherwise the link follows the text.',
          true,
        ),
        text(
          'privacyLinkLabel',
          'Privacy link label',
          t.banner.privacyLinkLabel,
          'Text of the privacy policy link in the banner, e.g. "privacy policy": the same words in the banner text are linked.',
        ),
      ],
    },
    {
      name: 'dialog',
      type: 'group',
      admin: { description: 'The preferences dialog opened by the customize button.' },
      fields: [
        text('title', 'Dialog title', t.dialog.title, 'Heading of the preferences dialog.'),
        text('description', 'Dialog description', t.dialog.description, 'Paragraph under the heading.', true),
        text('languageLabel', 'Language picker label', t.dialog.languageLabel, 'Label of the English/Spanish picker.'),
        text('closeLabel', 'Close icon label', t.dialog.closeLabel, 'Read aloud by screen readers for the close icon.'),
      ],
    },
    {
      name: 'categories',
      type: 'group',
      admin: { description: 'One toggle row per cookie category; the description expands under the row.' },
      fields: CONSENT_CATEGORIES.map((category): Field => ({
        name: category,
        type: 'group',
        fields: [
          text('name', 'Name', t.categories[category].name, 'Name shown on the toggle row.'),
          text(
            'description',
            'Description',
            t.categories[category].description,
            'Shown when the row is expanded.',
            true,
          ),
          ...(category === 'essential'
            ? [
                text(
                  'alwaysOn',
                  'Always-on note',
                  t.categories.essential.alwaysOn,
                  'Shown next to the disabled essential toggle.',
                ),
              ]
            : []),
        ],
      })),
    },
    {
      name: 'sections',
      type: 'array',
      defaultValue: t.sections,
      admin: { description: 'Extra informational sections shown in the dialog under the toggles.' },
      fields: [
        { name: 'title', type: 'text', required: true, admin: { description: 'Section heading.' } },
        { name: 'body', type: 'textarea', required: true, admin: { description: 'Section text.' } },
      ],
    },
    {
      name: 'links',
      type: 'group',
      admin: { description: 'Links at the foot of the dialog.' },
      fields: [
        text(
          'privacyPolicyLabel',
          'Privacy policy link',
          t.links.privacyPolicy.label,
          `Links to ${t.links.privacyPolicy.href}.`,
        ),
        text(
          'cookiePolicyLabel',
          'Cookie policy link',
          t.links.cookiePolicy.label,
          `Links to ${t.links.cookiePolicy.href}.`,
        ),
      ],
    },
    {
      name: 'buttons',
      type: 'group',
      admin: { description: 'Button labels (visitor-layer.md section 2).' },
      fields: [
        text('manage', 'Customize', t.buttons.manage, 'Opens the preferences dialog (tiers 2 and 3).'),
        text('deny', 'Deny', t.buttons.deny, 'Essential, functional and analytics; refuses targeting (tier 3).'),
        text('allowAll', 'Allow all', t.buttons.allowAll, 'Kept for copy; no tier shows it today.'),
        text('acceptAll', 'Accept all', t.buttons.acceptAll, 'All four categories (tiers 2 and 3).'),
        text(
          'closeContinue',
          'Close & continue',
          t.buttons.closeContinue,
          'The only button of tier 1; accepts all four categories.',
        ),
        text(
          'saveContinue',
          'Save & continue',
          t.buttons.saveContinue,
          'The dialog button: essential plus the toggled categories.',
        ),
      ],
    },
  ]
}
