{{/* The chart name, or nameOverride. */}}
{{- define "object-console.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* The name of the release's objects: fullnameOverride, else <release>-<chart> (just <release> when it holds the chart name). */}}
{{- define "object-console.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{/* Labels every object carries. */}}
{{- define "object-console.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{ include "object-console.selectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end }}

{{/* Labels the Service and Deployment select pods by. */}}
{{- define "object-console.selectorLabels" -}}
app.kubernetes.io/name: {{ include "object-console.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end }}

{{/* The service account operators log in as. */}}
{{- define "object-console.serviceAccountName" -}}
{{- if .Values.serviceAccount.create }}
{{- default (include "object-console.fullname" .) .Values.serviceAccount.name }}
{{- else }}
{{- default "default" .Values.serviceAccount.name }}
{{- end }}
{{- end }}

{{/* The Secret with the session passphrase and salt. */}}
{{- define "object-console.sessionSecretName" -}}
{{- default (printf "%s-session" (include "object-console.fullname" .)) .Values.session.existingSecret }}
{{- end }}

{{/* The path under which the console is served: console.subPath, or /. */}}
{{- define "object-console.subPath" -}}
{{- default "/" .Values.console.subPath }}
{{- end }}

{{/* Where the pod finds the API server's CA: the configured file, else the mounted kube-root-ca.crt. */}}
{{- define "object-console.caFile" -}}
{{- default "/etc/object-console/kube-ca/ca.crt" .Values.kubernetes.caFile }}
{{- end }}

{{/* The console image: by digest when one is given (immutable), else by tag (default: the chart's appVersion). */}}
{{- define "object-console.image" -}}
{{- if .Values.image.digest }}
{{- printf "%s@%s" .Values.image.repository .Values.image.digest }}
{{- else }}
{{- printf "%s:%s" .Values.image.repository (.Values.image.tag | default .Chart.AppVersion) }}
{{- end }}
{{- end }}

{{/* What selects the `helm test` pod: the release, under another name, so the Service, PDB and policy never select it. */}}
{{- define "object-console.testSelectorLabels" -}}
app.kubernetes.io/name: {{ printf "%s-test" (include "object-console.name" .) | trunc 63 | trimSuffix "-" }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end }}

{{/* Labels of the `helm test` pod. */}}
{{- define "object-console.testLabels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{ include "object-console.testSelectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end }}
