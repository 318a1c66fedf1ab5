/** @jest-environment node */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fixturePost, writeFixtureContent, FIXTURE_IMAGE } from '../src/testing/fixture-blog';
import { compileBlogContent, FEED_FILE, type BuiltFile } from './blog-content.cjs';

const json = (files: BuiltFile[], suffix: string) => {
  const file = files.find((candidate) => candidate.name.endsWith(suffix));
  if (!file) throw new Error(`no file ending ${suffix}`);
  return JSON.parse(String(file.content)) as Record<string, unknown>;
};

/** `count` posts in one category, one a day from 2025-01-01 on: post-1 is the oldest. */
const dailyPosts = (count: number, category = 'marginalia') =>
  Array.from({ length: count }, (_, index) =>
    fixturePost(`post-${index + 1}`, {
      category,
      date: `2025-01-${String(index + 1).padStart(2, '0')}`,
    }),
  );

describe('the blog content build', () => {
  it('publishes every Markdown file of the posts folder: the file is the post and its address', () => {
    const { posts, files } = compileBlogContent(
      writeFixtureContent([
        fixturePost('first-light', { category: 'vault' }),
        fixturePost('second-wind'),
      ]),
    );
    expect(posts.map((post) => post.route).sort()).toEqual([
      '/blog/marginalia/second-wind',
      '/blog/vault/first-light',
    ]);
    const page = json(files, 'posts/vault/first-light.json');
    expect(page).toMatchObject({
      post: { slug: 'first-light', title: 'Title of first-light', category: 'vault' },
      html: '<p>A paragraph of the post.</p>\n',
    });
  });

  it('publishes a recording beside a post: its file in the build, its address, type and length in the post', () => {
    const dir = writeFixtureContent([
      fixturePost('heard', {}, 'The first line.\n\nThe second line.'),
      fixturePost('silent'),
    ]);
    const audio = Buffer.from('not really opus, but bytes');
    writeFileSync(path.join(dir, 'posts', 'heard.opus'), audio);
    writeFileSync(
      path.join(dir, 'posts', 'heard.vtt'),
      'WEBVTT\n\n00:00.000 --> 00:01.500\nThe first line.\n\n00:02.000 --> 00:03.200\nThe second line.\n',
    );
    const { posts, files } = compileBlogContent(dir);
    const heard = posts.find((post) => post.slug === 'heard')!;
    expect(heard.recording).toEqual({
      src: expect.stringMatching(/^static\/media\/heard\.[0-9a-f]{10}\.opus$/),
      type: 'audio/ogg; codecs=opus',
      duration: 'PT4S',
    });
    expect(files.find((file) => file.name === heard.recording!.src)?.content).toEqual(audio);
    expect(posts.find((post) => post.slug === 'silent')!.recording).toBeNull();
    expect(json(files, 'posts/marginalia/heard.json')).toMatchObject({
      post: { recording: heard.recording },
    });
  });

  it('refuses a recording whose cue is not a line of the post, naming the file and the cue', () => {
    const dir = writeFixtureContent([fixturePost('misheard', {}, 'The only line.')]);
    writeFileSync(path.join(dir, 'posts', 'misheard.opus'), 'bytes');
    writeFileSync(
      path.join(dir, 'posts', 'misheard.vtt'),
      'WEBVTT\n\n00:00.000 --> 00:01.000\nA line never written.\n',
    );
    expect(() => compileBlogContent(dir)).toThrow(/misheard\.vtt, cue 1 "A line never written\."/);
  });

  it("names each post's like counter after its file unless the post names one", () => {
    const { postIds, files } = compileBlogContent(
      writeFixtureContent([fixturePost('plain'), fixturePost('renamed', { postId: 'old-name' })]),
    );
    expect(postIds).toEqual(['old-name', 'plain']);
    expect(
      JSON.parse(String(files.find((file) => file.name === 'likeable-posts.json')?.content)),
    ).toEqual({ postIds: ['old-name', 'plain'] });
  });

  it('refuses two posts with one like counter, naming both files', () => {
    const dir = writeFixtureContent([
      fixturePost('one', { postId: 'shared' }),
      fixturePost('shared'),
    ]);
    expect(() => compileBlogContent(dir)).toThrow(
      /one\.md and .*shared\.md|shared\.md and .*one\.md/,
    );
  });

  it.each([
    ['page', /not "page"/],
    ['Capital-Letters', /lowercase words joined by dashes/],
    ['with_underscore', /lowercase words joined by dashes/],
  ])('refuses a post file named %s', (slug, message) => {
    expect(() => compileBlogContent(writeFixtureContent([fixturePost(slug)]))).toThrow(message);
  });

  it('fails on a post that breaks the schema, naming the file and the field', () => {
    const dir = writeFixtureContent([fixturePost('broken', { category: 'poetry' })]);
    expect(() => compileBlogContent(dir)).toThrow(/broken\.md[\s\S]*category/);
  });

  it("publishes a post's image with a content-hashed name and its size", () => {
    const { files } = compileBlogContent(
      writeFixtureContent([
        fixturePost('pictured', { image: FIXTURE_IMAGE, imageAlt: 'What it shows.' }),
      ]),
    );
    const { post } = json(files, 'posts/marginalia/pictured.json') as {
      post: { image: { src: string; width: number; height: number; alt: string } };
    };
    expect(post.image).toEqual({
      src: expect.stringMatching(/^static\/media\/fixture\.[0-9a-f]{10}\.svg$/),
      width: 640,
      height: 400,
      alt: 'What it shows.',
    });
    expect(files.map((file) => file.name)).toContain(post.image.src);
  });

  it('refuses an image that is not in the images folder', () => {
    const dir = writeFixtureContent([
      fixturePost('pictured', { image: 'missing.png', imageAlt: 'Nothing.' }),
    ]);
    expect(() => compileBlogContent(dir)).toThrow(/pictured\.md: image "missing\.png"/);
  });

  it('pages each list, newest first, each page carrying only its own posts', () => {
    const { files, categories } = compileBlogContent(writeFixtureContent(dailyPosts(23)), {
      postsPerPage: 10,
    });
    expect(categories.marginalia).toBe(3);
    const pages = [1, 2, 3].map(
      (page) =>
        json(files, `categories/marginalia/${page}.json`) as {
          page: number;
          pageCount: number;
          posts: { slug: string }[];
        },
    );
    expect(pages.map(({ posts }) => posts.length)).toEqual([10, 10, 3]);
    expect(pages[0]?.posts[0]?.slug).toBe('post-23');
    expect(pages[2]?.posts.at(-1)?.slug).toBe('post-1');
    expect(pages.every(({ pageCount }) => pageCount === 3)).toBe(true);
    expect(files.some((file) => file.name.endsWith('categories/marginalia/4.json'))).toBe(false);
  });

  it('gives a category with no post one empty page (its Coming Soon card)', () => {
    const { files, categories } = compileBlogContent(writeFixtureContent(dailyPosts(2)));
    expect(categories.drafts).toBe(1);
    expect(json(files, 'categories/drafts/1.json')).toMatchObject({ pageCount: 1, posts: [] });
  });

  /** Two categories interleaved, one post a day: m-1 (oldest), v-2, m-3, v-4, m-5, and one in drafts. */
  const interleaved = () =>
    writeFixtureContent([
      fixturePost('m-1', { category: 'marginalia', date: '2025-01-01' }),
      fixturePost('v-2', { category: 'vault', date: '2025-01-02' }),
      fixturePost('m-3', { category: 'marginalia', date: '2025-01-03' }),
      fixturePost('v-4', { category: 'vault', date: '2025-01-04' }),
      fixturePost('m-5', { category: 'marginalia', date: '2025-01-05' }),
      fixturePost('d-6', { category: 'drafts', date: '2025-01-06' }),
    ]);

  it('links each post to its newer and older neighbours across the whole blog', () => {
    const { files } = compileBlogContent(interleaved());
    expect(json(files, 'posts/vault/v-4.json')).toMatchObject({
      newer: { route: '/blog/marginalia/m-5', title: 'Title of m-5' },
      older: { route: '/blog/marginalia/m-3' },
    });
    expect(json(files, 'posts/drafts/d-6.json')).toMatchObject({
      newer: null,
      older: { route: '/blog/marginalia/m-5' },
    });
    expect(json(files, 'posts/marginalia/m-1.json')).toMatchObject({
      newer: { route: '/blog/vault/v-2' },
      older: null,
    });
  });

  it('links each post to its neighbours in its category where the category holds more', () => {
    const { files } = compileBlogContent(interleaved());
    expect(json(files, 'posts/marginalia/m-3.json')).toMatchObject({
      inCategory: {
        newer: { route: '/blog/marginalia/m-5' },
        older: { route: '/blog/marginalia/m-1' },
      },
    });
    expect(json(files, 'posts/vault/v-4.json')).toMatchObject({
      inCategory: { newer: null, older: { route: '/blog/vault/v-2' } },
    });
    // The only post of its category has no neighbours there.
    expect(json(files, 'posts/drafts/d-6.json')).toMatchObject({ inCategory: null });
  });

  it('names the post to read next: older in its category, else older on the blog, else the newest', () => {
    const { files } = compileBlogContent(interleaved());
    const next = (name: string) =>
      (json(files, `posts/${name}.json`) as { next: { route: string } | null }).next?.route;
    expect(next('marginalia/m-5')).toBe('/blog/marginalia/m-3');
    expect(next('vault/v-2')).toBe('/blog/marginalia/m-1');
    expect(next('drafts/d-6')).toBe('/blog/marginalia/m-5');
    expect(next('marginalia/m-1')).toBe('/blog/drafts/d-6');
    // What the card shows: its category, picture, day and one line.
    expect(json(files, 'posts/marginalia/m-5.json').next).toEqual({
      slug: 'm-3',
      title: 'Title of m-3',
      description: 'What m-3 is about.',
      date: '2025-01-03',
      dateLabel: '3 January 2025',
      route: '/blog/marginalia/m-3',
      minutesToRead: 1,
      category: 'marginalia',
      image: null,
    });
  });

  it('has nothing to read next on a blog of one post', () => {
    const { files } = compileBlogContent(writeFixtureContent([fixturePost('alone')]));
    expect(json(files, 'posts/marginalia/alone.json')).toMatchObject({
      newer: null,
      older: null,
      inCategory: null,
      next: null,
    });
  });

  it('publishes the latest posts across the categories, newest first, and the newest alone', () => {
    const { files } = compileBlogContent(interleaved(), { latestPosts: 4 });
    const latest = json(files, '/latest.json') as { posts: { route: string }[] };
    expect(latest.posts.map((post) => post.route)).toEqual([
      '/blog/drafts/d-6',
      '/blog/marginalia/m-5',
      '/blog/vault/v-4',
      '/blog/marginalia/m-3',
    ]);
    expect(json(files, '/newest.json')).toMatchObject({
      newest: { route: '/blog/drafts/d-6', category: 'drafts', title: 'Title of d-6' },
    });
  });

  it('lists every post, newest first, for the feed the pages release writes', () => {
    const { files, posts } = compileBlogContent(interleaved(), { latestPosts: 2 });
    const feed = files.find((file) => file.name === FEED_FILE);
    expect(JSON.parse(String(feed?.content))).toEqual({
      posts: posts.map(({ title, description, date, route }) => ({
        title,
        description,
        date,
        route,
      })),
    });
    expect(posts.map((post) => post.route)).toEqual([
      '/blog/drafts/d-6',
      '/blog/marginalia/m-5',
      '/blog/vault/v-4',
      '/blog/marginalia/m-3',
      '/blog/vault/v-2',
      '/blog/marginalia/m-1',
    ]);
  });

  it('publishes an empty list and no newest post while the blog has none', () => {
    const { files } = compileBlogContent(writeFixtureContent([]));
    expect(json(files, '/latest.json')).toMatchObject({ posts: [] });
    expect(json(files, '/newest.json')).toMatchObject({ newest: null });
  });

  it('orders posts of the same day by file name, whatever order the disk lists them in', () => {
    const { posts } = compileBlogContent(
      writeFixtureContent([fixturePost('beta'), fixturePost('alpha'), fixturePost('gamma')]),
    );
    expect(posts.map((post) => post.slug)).toEqual(['alpha', 'beta', 'gamma']);
  });

  it('names the content by what it is: the same posts make the same version, an edit a new one', () => {
    const posts = dailyPosts(3);
    const dir = writeFixtureContent(posts);
    const first = compileBlogContent(dir).version;
    expect(compileBlogContent(writeFixtureContent(posts)).version).toBe(first);
    writeFileSync(
      path.join(dir, 'posts', 'post-2.md'),
      '---\ntitle: Edited\ncategory: marginalia\ndate: 2025-01-02\ndescription: Changed.\n---\n\nNew words.\n',
    );
    const edited = compileBlogContent(dir);
    expect(edited.version).not.toBe(first);
    expect(
      edited.files.every(
        (file) => !file.name.startsWith('static/content/') || file.name.includes(edited.version),
      ),
    ).toBe(true);
  });
});
