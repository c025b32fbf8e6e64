talat event outside_link.yaml
