import '@payloadcms/next/css'
import { payloadRest } from '@/services/security/payload-rest'

// Payload's REST handlers behind the guards of decisions 0096 and 0206 (src/services/security/payload-rest.ts).
export const GET = payloadRest.GET
export const POST = payloadRest.POST
export const DELETE = payloadRest.DELETE
export const PATCH = payloadRest.PATCH
export const PUT = payloadRest.PUT
export const OPTIONS = payloadRest.OPTIONS
