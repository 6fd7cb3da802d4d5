import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { SocialNetwork } from '../../contract/values'

/** Each social network's name as written in the language: the footer's links and the dealer settings' fields. */
export const socialNetworkNames: Record<SocialNetwork, MessageDescriptor> = {
  x: msg({ message: 'X', comment: 'Name of the social network X (formerly Twitter), as written in the language' }),
  instagram: msg({ message: 'Instagram', comment: 'Name of the social network Instagram, as written in the language' }),
  snapchat: msg({ message: 'Snapchat', comment: 'Name of the social network Snapchat, as written in the language' }),
  tiktok: msg({ message: 'TikTok', comment: 'Name of the social network TikTok, as written in the language' }),
  youtube: msg({ message: 'YouTube', comment: 'Name of the video site YouTube, as written in the language' }),
  facebook: msg({ message: 'Facebook', comment: 'Name of the social network Facebook, as written in the language' }),
  linkedin: msg({ message: 'LinkedIn', comment: 'Name of the social network LinkedIn, as written in the language' }),
}
