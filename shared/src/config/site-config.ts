/**
 * Who the site is for and how to reach them: the one file the owner edits to put in their
 * real name and addresses (the spec does not give them; these are placeholders).
 */
export const siteConfig = {
  authorName: 'Mira Ashwood',
  tagline: 'Author · Poet · Spoken-word artist',
  copyrightYear: 2025,
  email: 'hello@example.com',
  instagram: {
    handle: '@mira.ashwood.writes',
    url: 'https://www.instagram.com/mira.ashwood.writes',
  },
  linkHub: { label: 'All my links', url: 'https://linktr.ee/mira.ashwood' },
  siteUrl: 'https://mira-ashwood.example.com',
  description:
    'The website of Mira Ashwood: novels, poetry, spoken word, a blog and the Red Chapter.',
} as const;
