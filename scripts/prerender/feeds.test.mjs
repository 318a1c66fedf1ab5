import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { FEED_FILE, feedPosts, rssXml } from './feeds.mjs';

const work = mkdtempSync(path.join(tmpdir(), 'feeds-'));
after(() => rmSync(work, { recursive: true, force: true }));

/** A blog build folder whose list of posts is `text` (no list when undefined). */
function blogBuild(name, text) {
  const dir = path.join(work, name);
  mkdirSync(dir);
  if (text !== undefined) writeFileSync(path.join(dir, FEED_FILE), text);
  return dir;
}

const POSTS = [
  {
    title: 'Newer & wiser',
    description: 'A <b>bold</b> claim.',
    date: '2025-03-14',
    route: '/blog/vault/newer',
  },
  { title: 'Older', description: 'Before.', date: '2025-01-02', route: '/blog/marginalia/older' },
];

test("the feed lists the blog build's posts in its order, linked at the site's origin", () => {
  const posts = feedPosts(blogBuild('two', JSON.stringify({ posts: POSTS })));
  const xml = rssXml(
    { origin: 'https://site.example', authorName: 'A. Writer', description: 'Essays.' },
    posts,
  );
  const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1]);
  assert.equal(items.length, 2);
  assert.match(items[0], /<title>Newer &amp; wiser<\/title>/);
  assert.match(items[0], /<link>https:\/\/site\.example\/blog\/vault\/newer<\/link>/);
  assert.match(items[0], /<description>A &lt;b&gt;bold&lt;\/b&gt; claim\.<\/description>/);
  assert.match(items[0], /<pubDate>Fri, 14 Mar 2025 00:00:00 GMT<\/pubDate>/);
  assert.match(
    items[1],
    /<guid isPermaLink="true">https:\/\/site\.example\/blog\/marginalia\/older<\/guid>/,
  );
  assert.match(xml, /<title>A\. Writer — Blog<\/title>/);
});

test('a blog with no post has a feed with no item', () => {
  const xml = rssXml(
    { origin: 'https://site.example', authorName: 'A. Writer', description: 'Essays.' },
    feedPosts(blogBuild('none', JSON.stringify({ posts: [] }))),
  );
  assert.doesNotMatch(xml, /<item>/);
  assert.match(xml, /<channel>[\s\S]*<\/channel>/);
});

test('a blog build without its list of posts stops the pages, saying what to do', () => {
  const dir = blogBuild('missing');
  assert.throws(
    () => feedPosts(dir),
    new RegExp(`${path.join(dir, FEED_FILE)} is missing.*release the blog again`),
  );
});

test('a list that is not of posts is refused, naming the file', () => {
  const dir = blogBuild('broken', JSON.stringify({ posts: [{ title: 'No route' }] }));
  assert.throws(() => feedPosts(dir), new RegExp(`${path.join(dir, FEED_FILE)} does not list`));
});
