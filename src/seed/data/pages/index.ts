import { homePage } from './home'
import { servicePage } from './service'
import { companyPage, protectionPlansPage } from './company'
import { legalPages } from './legal'

/** Editable pages seeded once (issue 5); the route files name these slugs. */
export const seedPages = [homePage, servicePage, companyPage, protectionPlansPage, ...legalPages]
