import type { SVGProps } from 'react'

type IconProps = SVGProps<SVGSVGElement> & { title?: string }

function Icon({ title, children, ...props }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
      {...props}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  )
}

export const HeartIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z" />
  </Icon>
)
/** Two columns side by side: comparing cars. */
export const CompareIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3.5" y="4.5" width="7" height="15" rx="1.5" />
    <rect x="13.5" y="4.5" width="7" height="15" rx="1.5" />
  </Icon>
)
export const BellIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 16.5V11a6 6 0 1 1 12 0v5.5l1.5 1.5h-15L6 16.5Z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </Icon>
)

export const MenuIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
)
export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
)
/** Sliders: the market's filters button. */
export const FilterIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7h9M17 7h3M4 17h3M11 17h9" />
    <circle cx="15" cy="7" r="2" />
    <circle cx="9" cy="17" r="2" />
  </Icon>
)
/** Points toward the reading direction's end; add `mirror-rtl` so it flips in Arabic. */
export const ChevronIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m9 6 6 6-6 6" />
  </Icon>
)
export const ChevronDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
)
export const GlobeIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
  </Icon>
)
export const PhoneIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 3.5h3.2l1.6 4.2-2.1 1.4a11 11 0 0 0 7.2 7.2l1.4-2.1 4.2 1.6V19a2 2 0 0 1-2 2A16.5 16.5 0 0 1 3 5.5a2 2 0 0 1 2-2Z" />
  </Icon>
)
export const MailIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6 8.5 7 8.5-7" />
  </Icon>
)
export const MapPinIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
)
export const ClockIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
)
export const AlertIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </Icon>
)
export const CarIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 16v-3.2l2-5A2 2 0 0 1 6.9 6.5h10.2a2 2 0 0 1 1.9 1.3l2 5V16" />
    <path d="M2.5 16h19v2.5h-19z" />
    <circle cx="7" cy="16.5" r="1.8" />
    <circle cx="17" cy="16.5" r="1.8" />
    <path d="M4.5 12.5h15" />
  </Icon>
)

/** Brand marks are filled shapes; kept simple and recognisable, never mirrored. */
function BrandIcon({ d, ...props }: IconProps & { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <path d={d} />
    </svg>
  )
}

export const XIcon = (props: IconProps) => (
  <BrandIcon
    {...props}
    d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z"
  />
)
export const InstagramIcon = (props: IconProps) => (
  <BrandIcon
    {...props}
    d="M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6Zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2Zm6.1-8.1a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM12 2c-2.7 0-3.1 0-4.1.1-3.7.2-5.6 2.1-5.8 5.8C2 8.9 2 9.3 2 12s0 3.1.1 4.1c.2 3.7 2.1 5.6 5.8 5.8 1 .1 1.4.1 4.1.1s3.1 0 4.1-.1c3.7-.2 5.6-2.1 5.8-5.8.1-1 .1-1.4.1-4.1s0-3.1-.1-4.1c-.2-3.7-2.1-5.6-5.8-5.8C15.1 2 14.7 2 12 2Zm0 1.8c2.7 0 3 0 4 .1 2.7.1 3.9 1.4 4.1 4.1.1 1 .1 1.3.1 4s0 3-.1 4c-.2 2.7-1.4 3.9-4.1 4.1-1 .1-1.3.1-4 .1s-3 0-4-.1c-2.7-.2-3.9-1.4-4.1-4.1-.1-1-.1-1.3-.1-4s0-3 .1-4C4.1 5.3 5.3 4.1 8 3.9c1-.1 1.3-.1 4-.1Z"
  />
)
export const SnapchatIcon = (props: IconProps) => (
  <BrandIcon
    {...props}
    d="M12 2.5c3 0 5.3 2.3 5.3 5.4v2.2c.5.2 1.2 0 1.7-.2.6-.2 1.1.5.6 1-.6.5-1.6.8-2.2 1.1.5 1.6 1.9 3.3 3.9 4 .5.2.4.9-.1 1-.8.3-1.7.3-2.1.8-.3.4-.2 1.1-.7 1.2-.9.2-1.9-.3-3.1.1-1.1.4-1.8 1.5-3.3 1.5s-2.2-1.1-3.3-1.5c-1.2-.4-2.2.1-3.1-.1-.5-.1-.4-.8-.7-1.2-.4-.5-1.3-.5-2.1-.8-.5-.1-.6-.8-.1-1 2-.7 3.4-2.4 3.9-4-.6-.3-1.6-.6-2.2-1.1-.5-.5 0-1.2.6-1 .5.2 1.2.4 1.7.2V7.9c0-3.1 2.3-5.4 5.3-5.4Z"
  />
)
export const TikTokIcon = (props: IconProps) => (
  <BrandIcon
    {...props}
    d="M16.6 2h-3.3v13.4a2.9 2.9 0 1 1-2.9-2.9c.3 0 .6 0 .9.1V9.2a6.2 6.2 0 1 0 5.3 6.2V8.6a7.7 7.7 0 0 0 4.4 1.4V6.7a4.4 4.4 0 0 1-4.4-4.4V2Z"
  />
)
export const YouTubeIcon = (props: IconProps) => (
  <BrandIcon
    {...props}
    d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3-5.2 3Z"
  />
)
export const WhatsAppIcon = (props: IconProps) => (
  <BrandIcon
    {...props}
    d="M12 2a10 10 0 0 0-8.6 15l-1.4 5 5.2-1.4A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3.1.8.8-3-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7.5-.1 1.5-.6 1.8-1.2.2-.6.2-1.1.1-1.2 0-.1-.2-.2-.4-.3Z"
  />
)
export const FacebookIcon = (props: IconProps) => (
  <BrandIcon
    {...props}
    d="M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.3c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v2H7.5v3.6h2.8V22H14v-9.9h2.8l.4-3.6H14Z"
  />
)
export const LinkedInIcon = (props: IconProps) => (
  <BrandIcon
    {...props}
    d="M6.9 8.6H3.3V21h3.6V8.6ZM5.1 3a2.1 2.1 0 1 0 0 4.2 2.1 2.1 0 0 0 0-4.2ZM21 13.9c0-3.4-1.8-5.6-4.8-5.6-1.6 0-2.7.9-3.2 1.7V8.6H9.6V21h3.6v-6.5c0-1.7.5-3 2.2-3s2 1.5 2 3.1V21H21v-7.1Z"
  />
)
