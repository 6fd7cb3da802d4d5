export const socialNetworks = ['x', 'instagram', 'snapchat', 'tiktok', 'youtube'] as const
export type SocialNetwork = (typeof socialNetworks)[number]

/** The dealer's identity and contact details as the layout shows them (texts already localised). */
export type SiteSettings = {
  name: string
  tagline: string
  logoUrl: string
  phone: string
  whatsapp: string
  email: string
  address: string
  workingHours: string
  mapUrl: string
  socials: { network: SocialNetwork; url: string }[]
}
