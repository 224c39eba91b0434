/**
 * Default consent texts in English and Spanish (visitor-layer.md sections 2 and 9). Button labels
 * in English are the exact strings seen in copy (section 2). Editors may override these; the
 * legal pages are the spec routes /legal/privacy-policy and /legal/cookie-policy.
 */
import { DEFAULT_CONSENT_LANGUAGE, type ConsentCategory, type ConsentLanguage } from './categories'

export interface ConsentTexts {
  banner: { text: string; privacyLinkLabel: string }
  dialog: { title: string; description: string; languageLabel: string; closeLabel: string }
  categories: Record<ConsentCategory, { name: string; description: string; alwaysOn?: string }>
  sections: { title: string; body: string }[]
  links: { privacyPolicy: { label: string; href: string }; cookiePolicy: { label: string; href: string } }
  buttons: {
    manage: string
    deny: string
    allowAll: string
    acceptAll: string
    closeContinue: string
    saveContinue: string
  }
}

const PRIVACY_HREF = '/legal/privacy-policy'
const COOKIE_HREF = '/legal/cookie-policy'

const en: ConsentTexts = {
  banner: {
    text: 'We use cookies to run this site, remember your preferences, measure traffic and show relevant offers. Read our privacy policy to learn more.',
    privacyLinkLabel: 'privacy policy',
  },
  dialog: {
    title: 'Cookie preferences',
    description: 'Choose which cookies we may use. Essential cookies keep the site working and cannot be switched off.',
    languageLabel: 'Language',
    closeLabel: 'Close',
  },
  categories: {
    essential: {
      name: 'Essential',
      description: 'Needed for the site to work: security, your cookie choices and the store you selected.',
      alwaysOn: 'Always on',
    },
    functional: {
      name: 'Functional',
      description: 'Remember the details you give us so forms are pre-filled, and power features such as chat.',
    },
    analytics: {
      name: 'Analytics',
      description: 'Help us understand how visitors use the site so we can improve it.',
    },
    targeting: {
      name: 'Targeting',
      description: 'Let advertising partners show you relevant vehicle offers on other sites.',
    },
  },
  sections: [
    {
      title: 'Global Privacy Control',
      body: 'If your browser sends a Global Privacy Control signal, we treat it as a refusal of targeting cookies.',
    },
    {
      title: 'Changing your mind',
      body: 'You can change your choices at any time from the cookie settings link at the bottom of every page.',
    },
  ],
  links: {
    privacyPolicy: { label: 'Privacy Policy', href: PRIVACY_HREF },
    cookiePolicy: { label: 'Cookie Policy', href: COOKIE_HREF },
  },
  buttons: {
    manage: 'Manage',
    deny: 'Deny tracking cookies',
    allowAll: 'Allow all',
    acceptAll: 'Accept all',
    closeContinue: 'Close & Continue',
    saveContinue: 'Save & Continue',
  },
}

const es: ConsentTexts = {
  banner: {
    text:
      'Usamos cookies para que este sitio funcione, recordar sus preferencias, medir el tráfico ' +
      'y mostrarle ofertas relevantes. Lea nuestra política de privacidad para saber más.',
    privacyLinkLabel: 'política de privacidad',
  },
  dialog: {
    title: 'Preferencias de cookies',
    description:
      'Elija qué cookies podemos usar. Las cookies esenciales mantienen el sitio funcionando y no se pueden desactivar.',
    languageLabel: 'Idioma',
    closeLabel: 'Cerrar',
  },
  categories: {
    essential: {
      name: 'Esenciales',
      description: 'Necesarias para que el sitio funcione: seguridad, sus preferencias de cookies y la tienda elegida.',
      alwaysOn: 'Siempre activas',
    },
    functional: {
      name: 'Funcionales',
      description: 'Recuerdan los datos que nos da para rellenar los formularios y permiten funciones como el chat.',
    },
    analytics: {
      name: 'Analíticas',
      description: 'Nos ayudan a entender cómo se usa el sitio para poder mejorarlo.',
    },
    targeting: {
      name: 'Publicidad',
      description:
        'Permiten a nuestros socios publicitarios mostrarle ofertas de vehículos relevantes en otros sitios.',
    },
  },
  sections: [
    {
      title: 'Control Global de Privacidad',
      body: 'Si su navegador envía la señal Global Privacy Control, la tratamos como un rechazo de las cookies de publicidad.',
    },
    {
      title: 'Cambiar de opinión',
      body: 'Puede cambiar sus preferencias en cualquier momento desde el enlace de cookies al pie de cada página.',
    },
  ],
  links: {
    privacyPolicy: { label: 'Política de privacidad', href: PRIVACY_HREF },
    cookiePolicy: { label: 'Política de cookies', href: COOKIE_HREF },
  },
  buttons: {
    manage: 'Gestionar',
    deny: 'Rechazar cookies de seguimiento',
    allowAll: 'Permitir todo',
    acceptAll: 'Aceptar todo',
    closeContinue: 'Cerrar y continuar',
    saveContinue: 'Guardar y continuar',
  },
}

export const CONSENT_TEXTS: Readonly<Record<ConsentLanguage, ConsentTexts>> = { en, es }

/** Unknown languages fall back to English, the default (section 9). */
export function consentTexts(lang: string): ConsentTexts {
  return lang === 'es' ? CONSENT_TEXTS.es : CONSENT_TEXTS[DEFAULT_CONSENT_LANGUAGE]
}
