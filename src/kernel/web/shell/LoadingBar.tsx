import { useEffect, useState } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { cn } from '../lib/cn.ts'

type Phase = 'idle' | 'loading' | 'done'

/**
 * The thin bar at the very top: it starts with every navigation, creeps while the router
 * loads, and runs to the end and fades out once the new page is shown.
 */
export function LoadingBar() {
  const { t } = useLingui()
  const pending = useRouterState({ select: (s) => s.status === 'pending' })
  const [phase, setPhase] = useState<Phase>('idle')
  // Adjust during render: a navigation starts the bar, its end finishes it.
  if (pending && phase !== 'loading') setPhase('loading')
  if (!pending && phase === 'loading') setPhase('done')

  useEffect(() => {
    if (phase !== 'done') return
    const timer = setTimeout(() => setPhase('idle'), 400)
    return () => clearTimeout(timer)
  }, [phase])

  return (
    <div
      role="progressbar"
      aria-hidden={phase === 'idle'}
      aria-label={t`Loading`}
      data-testid="loading-bar"
      data-state={phase}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5"
    >
      <div
        className={cn(
          'h-full origin-left bg-neutral-900',
          phase === 'idle' && 'w-0 opacity-0',
          phase === 'loading' && 'w-[85%] opacity-100 transition-[width] duration-[8s] ease-out',
          phase === 'done' && 'w-full opacity-0 transition-[width,opacity] duration-300 ease-out',
        )}
      />
    </div>
  )
}
