import { audioFilename, isAcceptedAudioType } from './chat.limits';

describe('audio types', () => {
  it('names the file after the type so the provider detects the format', () => {
    expect(audioFilename('audio/webm;codecs=opus')).toBe('aufnahme.webm');
    expect(audioFilename('audio/mpeg')).toBe('aufnahme.mp3');
    expect(audioFilename('audio/x-m4a')).toBe('aufnahme.m4a');
    expect(audioFilename('audio/mp4')).toBe('aufnahme.mp4');
  });

  it('accepts audio containers with codec parameters and refuses other types', () => {
    expect(isAcceptedAudioType('audio/webm;codecs=opus')).toBe(true);
    expect(isAcceptedAudioType('AUDIO/OGG')).toBe(true);
    expect(isAcceptedAudioType('image/png')).toBe(false);
    expect(isAcceptedAudioType('toString')).toBe(false);
  });
});
