/** What a PCM WAV file holds. */
export type WavInfo = { sampleRate: number; channels: number; bitsPerSample: number; sampleFrames: number; duration: number };

/** Reads the format and length of a RIFF/WAVE PCM file; throws on anything else. */
export function readWavInfo(bytes: Buffer): WavInfo {
  if (bytes.length < 12 || bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a WAV file');
  }
  let format: { sampleRate: number; channels: number; bitsPerSample: number } | undefined;
  for (let offset = 12; offset + 8 <= bytes.length;) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      format = { channels: bytes.readUInt16LE(offset + 10), sampleRate: bytes.readUInt32LE(offset + 12), bitsPerSample: bytes.readUInt16LE(offset + 22) };
    } else if (id === 'data') {
      if (!format) throw new Error('WAV data before its format');
      // Some writers leave the data size at 0 or too large when they stream; trust the bytes present.
      const dataBytes = Math.min(size === 0 ? Infinity : size, bytes.length - offset - 8);
      const sampleFrames = Math.floor(dataBytes / (format.channels * (format.bitsPerSample / 8)));
      return { ...format, sampleFrames, duration: sampleFrames / format.sampleRate };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('WAV file without data');
}

/** A mono 16-bit PCM WAV file of the given samples. */
export function encodeWav(samples: Int16Array, sampleRate: number): Buffer {
  const header = Buffer.alloc(44);
  const dataBytes = samples.length * 2;
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, dataBytes)]);
}
