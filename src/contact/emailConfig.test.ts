import { describe, expect, it } from 'vitest'
import { sample } from '../content/sample.ts'
import { EMAILJS_ORIGIN, resolveEmailConfig } from './emailConfig.ts'

const samples = {
  publicKey: sample('SAMPLE_PUBLIC_KEY'),
  serviceId: sample('SAMPLE_SERVICE_ID'),
  templateId: sample('SAMPLE_TEMPLATE_ID'),
}
const real = { publicKey: 'pk_real', serviceId: 'service_real', templateId: 'template_real' }
const standIn = 'http://127.0.0.1:8787'

describe('resolveEmailConfig', () => {
  it('uses the content file identifiers and the real provider by default', () => {
    expect(resolveEmailConfig({ DEV: false }, real)).toEqual({ ...real, origin: EMAILJS_ORIGIN })
  })

  it('lets VITE_EMAILJS_* variables override each identifier and the origin', () => {
    const config = resolveEmailConfig(
      {
        DEV: false,
        VITE_EMAILJS_PUBLIC_KEY: 'pk_env',
        VITE_EMAILJS_SERVICE_ID: 'service_env',
        VITE_EMAILJS_TEMPLATE_ID: 'template_env',
        VITE_EMAILJS_ORIGIN: 'https://api.eu.example/',
      },
      samples,
    )
    expect(config).toEqual({
      publicKey: 'pk_env',
      serviceId: 'service_env',
      templateId: 'template_env',
      origin: 'https://api.eu.example',
    })
  })

  it('sends to the local stand-in in development while no real public key is set', () => {
    const env = { DEV: true, VITE_LOCAL_PROVIDER_ORIGIN: standIn }
    expect(resolveEmailConfig(env, samples).origin).toBe(standIn)
  })

  it('sends to the real provider in development once a real public key is set', () => {
    const env = { DEV: true, VITE_LOCAL_PROVIDER_ORIGIN: standIn }
    expect(resolveEmailConfig(env, real).origin).toBe(EMAILJS_ORIGIN)
    const keyFromEnv = { ...env, VITE_EMAILJS_PUBLIC_KEY: 'pk_env' }
    expect(resolveEmailConfig(keyFromEnv, samples).origin).toBe(EMAILJS_ORIGIN)
  })

  it('never sends a production build to the stand-in', () => {
    const env = { DEV: false, VITE_LOCAL_PROVIDER_ORIGIN: standIn }
    expect(resolveEmailConfig(env, samples).origin).toBe(EMAILJS_ORIGIN)
  })
})
