import { useEffect, useState } from 'react'

/** The current time in Unix seconds, renewed every `ms` while the component is mounted. */
export function useNow(ms = 1000): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000))
  useEffect(() => {
    const id = setInterval(() => setNow(Math.floor(Date.now() / 1000)), ms)
    return () => clearInterval(id)
  }, [ms])
  return now
}
