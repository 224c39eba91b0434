import type { GlobalConfig } from 'payload'
import { DealershipSettings } from './dealership-settings'
import { SiteSettings } from './site-settings'

export const globals: GlobalConfig[] = [DealershipSettings, SiteSettings]
