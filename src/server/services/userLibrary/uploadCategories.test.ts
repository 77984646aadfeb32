import { describe, expect, it } from 'vitest';
import type { MediaFormat } from '../media/sniffMedia.ts';
import { defaultPageSize, kindInCategory, notAcceptedMessage, takesCsv, UPLOAD_CATEGORIES, type UploadCategory } from './uploadCategories.ts';

const ALL_FORMATS: MediaFormat[] = ['png', 'jpeg', 'webp', 'gif', 'mp3', 'wav', 'mp4', 'mov', 'avi', 'webm', 'csv'];

/** Each format the category takes, with the kind it becomes. */
const accepted = (category: UploadCategory) =>
  Object.fromEntries(ALL_FORMATS.flatMap((format) => (kindInCategory(category, format) ? [[format, kindInCategory(category, format)]] : [])));

describe('upload categories', () => {
  it('takes images in the image lists and logos', () => {
    for (const category of ['video_image', 'image_image', 'logo'] as const) {
      expect(accepted(category)).toEqual({ png: 'image', jpeg: 'image', webp: 'image' });
    }
  });

  it('takes videos (GIF included) in the video lists', () => {
    for (const category of ['video_video', 'image_video'] as const) {
      expect(accepted(category)).toEqual({ gif: 'video', mp4: 'video', mov: 'video', avi: 'video', webm: 'video' });
    }
  });

  it('takes MP3 and WAV as sound, and WebM recordings only in speechrecord', () => {
    for (const category of ['music', 'speechupload', 'audio'] as const) expect(accepted(category)).toEqual({ mp3: 'audio', wav: 'audio' });
    expect(accepted('speechrecord')).toEqual({ mp3: 'audio', wav: 'audio', webm: 'audio' });
  });

  it('takes CSV in the CSV lists, and images, videos and CSV in upload', () => {
    expect(accepted('csvupload')).toEqual({ csv: 'csv' });
    expect(accepted('csv')).toEqual({ csv: 'csv' });
    expect(accepted('upload')).toEqual({ png: 'image', jpeg: 'image', webp: 'image', gif: 'video', mp4: 'video', mov: 'video', avi: 'video', webm: 'video', csv: 'csv' });
    expect(UPLOAD_CATEGORIES.filter(takesCsv)).toEqual(['csvupload', 'upload', 'csv']);
  });

  it('names what the category takes when refusing a file', () => {
    expect(notAcceptedMessage('video_image')).toBe('This file is not a PNG, JPEG or WebP image.');
    expect(notAcceptedMessage('video_video')).toBe('This file is not an MP4, AVI, WebM, GIF or MOV video.');
    expect(notAcceptedMessage('music')).toBe('This file is not an MP3 or WAV audio file.');
    expect(notAcceptedMessage('speechrecord')).toBe('This file is not an MP3, WAV or WebM audio recording.');
    expect(notAcceptedMessage('csvupload')).toBe('This file is not a CSV file.');
    expect(notAcceptedMessage('upload')).toBe('This file is not a PNG, JPEG or WebP image, an MP4, AVI, WebM, GIF or MOV video, or a CSV file.');
  });

  it('pages by 20, and by 40 for audio and csv', () => {
    const bySize = (size: number) => UPLOAD_CATEGORIES.filter((category) => defaultPageSize(category) === size);
    expect(bySize(40)).toEqual(['audio', 'csv']);
    expect(bySize(20)).toHaveLength(UPLOAD_CATEGORIES.length - 2);
    expect(defaultPageSize(undefined)).toBe(20);
  });
});
