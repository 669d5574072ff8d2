import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentTypeForExtension, detectImageType } from './image-type';
import { resolveInside } from './local-storage';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value],
    ),
  );

describe('detectImageType', () => {
  it.each([
    [bytes(0xff, 0xd8, 0xff, 0xe0), 'jpg'],
    [bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0), 'png'],
    [bytes('GIF87a'), 'gif'],
    [bytes('GIF89a'), 'gif'],
    [bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '), 'webp'],
  ])('recognises %s', (input, ext) => {
    expect(detectImageType(input)?.ext).toBe(ext);
  });

  it.each([
    bytes('<html>'),
    bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    bytes('<?xml version="1.0"?><svg/>'),
    bytes('RIFF', 0, 0, 0, 0, 'AVI '),
    bytes(0x89, 'PNG'),
    bytes('GIF88a'),
    bytes(),
  ])('refuses %s', (input) => {
    expect(detectImageType(input)).toBeNull();
  });
});

describe('contentTypeForExtension', () => {
  it.each([
    ['jpg', 'image/jpeg'],
    ['PNG', 'image/png'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
    ['webm', 'video/webm'],
    ['svg', null],
    ['html', null],
    ['', null],
  ])('answers %j with %j', (ext, type) => {
    expect(contentTypeForExtension(ext)).toBe(type);
  });
});

describe('resolveInside', () => {
  const root = path.resolve('/srv/uploads');
  it('keeps server-made keys inside the root', () => {
    expect(resolveInside(root, 'abc/123-ff.png')).toBe(path.join(root, 'abc', '123-ff.png'));
  });
  it.each([
    '../x.png',
    '../../x',
    'a/../../x.png',
    '/etc/passwd',
    'a\\..\\x.png',
    'a/./x.png',
    '',
    'x.png\0.txt',
    'a//b.png',
  ])('refuses %j', (key) => {
    expect(resolveInside(root, key)).toBeNull();
  });
});
