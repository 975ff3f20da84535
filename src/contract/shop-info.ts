// The shop's public identity: shown in the footer, the contact page and e-mails.
export const SHOP = {
  name: 'LittleHope',
  tagline: "Imported quality kids' clothes since 2025",
  startedYear: 2025,
  supportEmail: 'support@littlehope.in',
  helpEmail: 'help@littlehope.in',
  phone: '+91 98765 43210',
  social: {
    chatGroup: 'https://chat.whatsapp.com/littlehope',
    facebook: 'https://www.facebook.com/littlehope',
    instagram: 'https://www.instagram.com/littlehope',
    threads: 'https://www.threads.net/@littlehope',
    twitter: 'https://twitter.com/littlehope',
  },
} as const;
