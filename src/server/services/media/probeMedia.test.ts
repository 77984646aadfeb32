import { describe, expect, it } from 'vitest';
import { parseProbe } from './probeMedia.ts';

describe('parseProbe', () => {
  it('reads a video with sound', () => {
    const probe = parseProbe({
      streams: [
        { codec_type: 'video', codec_name: 'h264', width: 1920, height: 1080, pix_fmt: 'yuv420p', duration: '10.000000' },
        { codec_type: 'audio', codec_name: 'aac', duration: '10.0213' },
      ],
      format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '10.021333' },
    });
    expect(probe).toEqual({
      formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
      duration: 10.021,
      video: { codec: 'h264', width: 1920, height: 1080, pixelFormat: 'yuv420p' },
      audio: { codec: 'aac' },
    });
  });

  it('turns the size of a phone video recorded upright', () => {
    const sideData = parseProbe({
      streams: [{ codec_type: 'video', codec_name: 'h264', width: 1920, height: 1080, side_data_list: [{ rotation: -90 }] }],
      format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '3' },
    });
    expect(sideData.video).toMatchObject({ width: 1080, height: 1920 });
    const tag = parseProbe({ streams: [{ codec_type: 'video', codec_name: 'h264', width: 640, height: 480, tags: { rotate: '180' } }], format: { format_name: 'mov' } });
    expect(tag.video).toMatchObject({ width: 640, height: 480 });
  });

  it('skips cover art in sound files and takes the longest stream when the container has no duration', () => {
    const probe = parseProbe({
      streams: [
        { codec_type: 'audio', codec_name: 'mp3', duration: '4.5' },
        { codec_type: 'video', codec_name: 'mjpeg', width: 500, height: 500, disposition: { attached_pic: 1 } },
      ],
      format: { format_name: 'mp3' },
    });
    expect(probe).toEqual({ formatName: 'mp3', duration: 4.5, video: null, audio: { codec: 'mp3' } });
  });

  it('has no duration for a still image or a recording that does not say', () => {
    expect(parseProbe({ streams: [{ codec_type: 'video', codec_name: 'png', width: 4, height: 3 }], format: { format_name: 'png_pipe' } }).duration).toBeNull();
    expect(parseProbe({ streams: [{ codec_type: 'audio', codec_name: 'opus' }], format: { format_name: 'matroska,webm', duration: 'N/A' } }).duration).toBeNull();
  });

  it('refuses what is not ffprobe output', () => {
    expect(() => parseProbe({ streams: [] })).toThrow();
    expect(() => parseProbe('text')).toThrow();
  });
});
