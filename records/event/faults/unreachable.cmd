talat event unreachable.yaml
