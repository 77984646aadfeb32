import { describe, expect, it } from 'vitest';
import { playbackPlan } from './playbackPlan.ts';
import type { MediaProbe } from './probeMedia.ts';

const video = (codec: string, pixelFormat = 'yuv420p') => ({ codec, width: 640, height: 360, pixelFormat });
const probe = (parts: Partial<MediaProbe>): MediaProbe => ({ formatName: 'x', duration: 5, video: null, audio: null, ...parts });
const asUploaded = { isRecording: false };
const recording = { isRecording: true };

describe('playbackPlan', () => {
  it('leaves files the browser decodes as they are', () => {
    expect(playbackPlan('mp4', probe({ video: video('h264'), audio: { codec: 'aac' } }), asUploaded)).toBeNull();
    expect(playbackPlan('mov', probe({ video: video('h264', 'yuvj420p'), audio: { codec: 'pcm_s16le' } }), asUploaded)).toBeNull();
    expect(playbackPlan('webm', probe({ video: video('vp9', 'yuva420p'), audio: { codec: 'opus' } }), asUploaded)).toBeNull();
    expect(playbackPlan('webm', probe({ video: video('av1') }), asUploaded)).toBeNull();
    expect(playbackPlan('mp3', probe({ audio: { codec: 'mp3' } }), asUploaded)).toBeNull();
    expect(playbackPlan('wav', probe({ audio: { codec: 'pcm_s24le' } }), asUploaded)).toBeNull();
  });

  it('converts containers mediabunny cannot read and codecs WebCodecs cannot decode to H.264 MP4', () => {
    const transcode = { action: 'transcode', container: 'mp4' };
    expect(playbackPlan('avi', probe({ video: video('h264') }), asUploaded)).toEqual(transcode);
    expect(playbackPlan('gif', probe({ video: video('gif', 'bgra') }), asUploaded)).toEqual(transcode);
    expect(playbackPlan('mov', probe({ video: video('hevc') }), asUploaded)).toEqual(transcode);
    expect(playbackPlan('mov', probe({ video: video('prores', 'yuv422p10le') }), asUploaded)).toEqual(transcode);
    expect(playbackPlan('mp4', probe({ video: video('mpeg4') }), asUploaded)).toEqual(transcode);
    expect(playbackPlan('mp4', probe({ video: video('h264', 'yuv420p10le') }), asUploaded)).toEqual(transcode);
    expect(playbackPlan('mp4', probe({ video: video('h264', 'yuva420p') }), asUploaded)).toEqual(transcode);
    expect(playbackPlan('webm', probe({ video: video('vp9', 'gbrp') }), asUploaded)).toEqual(transcode);
    expect(playbackPlan('mp4', probe({ video: video('h264'), audio: { codec: 'ac3' } }), asUploaded)).toEqual(transcode);
  });

  it('rewraps recordings, and files without a duration, keeping their streams', () => {
    expect(playbackPlan('webm', probe({ video: video('vp8'), audio: { codec: 'opus' } }), recording)).toEqual({ action: 'remux', container: 'webm' });
    expect(playbackPlan('webm', probe({ audio: { codec: 'opus' } }), recording)).toEqual({ action: 'remux', container: 'webm' });
    expect(playbackPlan('webm', probe({ video: video('vp9'), duration: null }), asUploaded)).toEqual({ action: 'remux', container: 'webm' });
    expect(playbackPlan('mp4', probe({ video: video('h264'), audio: { codec: 'aac' } }), recording)).toEqual({ action: 'remux', container: 'mp4' });
  });

  it('converts a recording whose codecs fit no container together', () => {
    expect(playbackPlan('mov', probe({ video: video('h264'), audio: { codec: 'pcm_s16le' } }), recording)).toEqual({ action: 'transcode', container: 'mp4' });
  });
});
