import { createContext, useContext } from 'react';
import { browserRecognizer, type CreateRecognizer } from './browser-recognition';
import { openMicrophone, type OpenMicrophone } from './microphone';
import { playSound, type PlaySound } from './player';

/** What the call and the voice test need from the device; tests give fakes. */
export interface AudioServices {
  /** A fresh AudioContext, made in the click that asked for sound (browsers require it). */
  createContext: () => AudioContext | null;
  openMicrophone: OpenMicrophone;
  playSound: PlaySound;
  /** A clock in milliseconds, for timing the round trip. */
  now: () => number;
  /** The browser's own speech recognition, where it has one. */
  speechRecognizer: () => CreateRecognizer | null;
}

export const browserAudioServices: AudioServices = {
  createContext: () => (typeof AudioContext === 'undefined' ? null : new AudioContext()),
  openMicrophone,
  playSound,
  now: () => performance.now(),
  speechRecognizer: browserRecognizer,
};

const AudioServicesContext = createContext<AudioServices>(browserAudioServices);

export const AudioServicesProvider = AudioServicesContext.Provider;

export const useAudioServices = () => useContext(AudioServicesContext);
