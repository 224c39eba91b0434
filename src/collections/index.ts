import type { CollectionConfig } from 'payload'
import { Users } from './users'
import { Media } from './media'
import { Locations } from './locations'
import { Vehicles } from './vehicles'
import { BodyStyles } from './body-styles'
import { Reviews } from './reviews'
import { Faqs } from './faqs'
import { Articles } from './articles'
import { Staff } from './staff'
import { Promotions } from './promotions'

export const collections: CollectionConfig[] = [Vehicles, BodyStyles, Locations, Promotions, Articles, Reviews, Faqs, Staff, Media, Users]
