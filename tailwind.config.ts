import animate from 'tailwindcss-animate'
import type { Config } from 'tailwindcss'

/**
 * Radici design tokens. Colours are HSL triplets in CSS variables (src/index.css) so that
 * primitives stay stock shadcn/ui and the palette lives in one place.
 * Palette: terracotta (primary), olive (secondary), sun-baked cream (background),
 * warm ink (foreground), old gold (accent).
 */
const config: Config = {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    container: {
      center: true,
      padding: { DEFAULT: '1.25rem', sm: '1.5rem', lg: '2rem' },
      screens: { '2xl': '1280px' },
    },
    extend: {
      colors: {
        border: 'hsl(var(--border))',
        input: 'hsl(var(--input))',
        ring: 'hsl(var(--ring))',
        background: 'hsl(var(--background))',
        foreground: 'hsl(var(--foreground))',
        primary: {
          DEFAULT: 'hsl(var(--primary))',
          foreground: 'hsl(var(--primary-foreground))',
        },
        secondary: {
          DEFAULT: 'hsl(var(--secondary))',
          foreground: 'hsl(var(--secondary-foreground))',
        },
        destructive: {
          DEFAULT: 'hsl(var(--destructive))',
          foreground: 'hsl(var(--destructive-foreground))',
        },
        muted: {
          DEFAULT: 'hsl(var(--muted))',
          foreground: 'hsl(var(--muted-foreground))',
        },
        accent: {
          DEFAULT: 'hsl(var(--accent))',
          foreground: 'hsl(var(--accent-foreground))',
        },
        popover: {
          DEFAULT: 'hsl(var(--popover))',
          foreground: 'hsl(var(--popover-foreground))',
        },
        card: {
          DEFAULT: 'hsl(var(--card))',
          foreground: 'hsl(var(--card-foreground))',
        },
        terracotta: {
          50: '#fbf3ef',
          100: '#f5e2d9',
          200: '#eac2b0',
          300: '#dc9b80',
          400: '#cb7452',
          500: '#b85a38',
          600: '#9c452a',
          700: '#7a3b2a',
          800: '#5e2e22',
          900: '#42211a',
        },
        olive: {
          50: '#f5f6ef',
          100: '#e7eadb',
          200: '#ced5b6',
          300: '#aeb98a',
          400: '#8c9a62',
          500: '#6e7c47',
          600: '#566238',
          700: '#434c2d',
          800: '#353c25',
          900: '#262b1b',
        },
        cream: {
          50: '#fdfaf4',
          100: '#f9f2e4',
          200: '#f2e5cc',
          300: '#e7d2ab',
        },
        gold: {
          300: '#e3c57e',
          400: '#d4ab55',
          500: '#b98d34',
          600: '#94701f',
        },
        ink: {
          DEFAULT: '#2b211c',
          soft: '#4a3d35',
        },
      },
      fontFamily: {
        // Each webfont's metric-matched fallback (src/index.css) comes right after it, so the swap shifts nothing.
        sans: ['"Inter Variable"', '"Inter Fallback"', 'ui-sans-serif', 'system-ui', 'sans-serif'],
        display: ['"Fraunces Variable"', '"Fraunces Fallback"', 'ui-serif', 'Georgia', 'serif'],
      },
      fontSize: {
        'display-xl': [
          'clamp(2.5rem, 6vw, 4.5rem)',
          { lineHeight: '1.05', letterSpacing: '-0.02em' },
        ],
        'display-lg': [
          'clamp(2rem, 4.5vw, 3.25rem)',
          { lineHeight: '1.1', letterSpacing: '-0.015em' },
        ],
        'display-md': [
          'clamp(1.625rem, 3vw, 2.25rem)',
          { lineHeight: '1.2', letterSpacing: '-0.01em' },
        ],
      },
      borderRadius: {
        lg: 'var(--radius)',
        md: 'calc(var(--radius) - 2px)',
        sm: 'calc(var(--radius) - 4px)',
        xl: 'calc(var(--radius) + 4px)',
        '2xl': 'calc(var(--radius) + 10px)',
      },
      boxShadow: {
        soft: '0 1px 2px rgb(43 33 28 / 0.06), 0 8px 24px -8px rgb(43 33 28 / 0.12)',
        lift: '0 2px 4px rgb(43 33 28 / 0.06), 0 18px 40px -12px rgb(43 33 28 / 0.22)',
      },
    },
  },
  plugins: [animate],
}

export default config
