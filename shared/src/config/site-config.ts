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
  /** The home page biography, in the author's own voice, one string per paragraph (sample). */
  bio: [
    'I started writing at eleven, in the back pages of maths notebooks, because the stories in my head were louder than the equations on the board. I have not stopped since. Today I write novels, poems and pieces meant to be spoken out loud, usually late at night and almost always with a cup of tea going cold beside me.',
    'My first novel, Huntress of the Gloom, grew out of a map I drew of a kingdom that did not exist yet. The Letters I Never Sent collects the poems I wrote when I had too much to say and no one to send it to. The Murder Exchange is what happened when I let myself love a mystery as much as a love story.',
    'When I am not writing you will find me on small stages with a microphone that is always slightly too tall, in second-hand bookshops, or here, sharing drafts, diaries and the occasional secret. Thank you for reading; it means more than I can fit on a page.',
  ],
  /** The author's personal quote on the home page (sample). */
  quote: 'I write the things I cannot say, so that someone, somewhere, feels a little less alone.',
} as const;
