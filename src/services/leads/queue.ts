/** Names of the lead delivery task and queue in Payload's jobs (issue 4; decision 0022). */
export const DELIVER_LEAD_TASK = 'deliver-lead'
export const LEADS_QUEUE = 'leads'
