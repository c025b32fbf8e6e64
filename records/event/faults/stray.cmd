talat event stray.yaml
